/** @category Picking */
import type {Box} from './generics.js';
/**
 * Picks a value.
 * @param value - The value to pick from.
 * @returns The picked value.
 * @example
 * ```ts
 * pick('a');
 * ```
 */
export declare function pick(value: string): string;
/**
 * Picks a boxed value.
 * @param value - The box.
 * @param key - The key, if any.
 * @throws TypeError when the box is empty.
 * @example
 * ```ts
 * pick(box, 'key');
 * ```
 */
export declare function pick(value: Box<number>, key?: string): number;
