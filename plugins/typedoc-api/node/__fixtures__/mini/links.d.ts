/** @category Links */
import type {Box} from './generics.js';
/**
 * Takes a {@link Box}, see {@link pick} and {@link Nowhere}; mentions `wrap()` as code.
 * @param box - A {@link Box}.
 */
export declare function linked(box: Box): void;
