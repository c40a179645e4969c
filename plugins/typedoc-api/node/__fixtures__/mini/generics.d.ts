/** @category Generics */
/** A box around a value. */
export interface Box<T = unknown> {
  readonly value: T;
}
/**
 * Returns its argument.
 * @typeParam T - The argument's type.
 */
export declare function identity<T extends object>(value: T): T;
/** Wraps a value in a box. */
export declare function wrap<T>(value: T): Box<T> | undefined;
