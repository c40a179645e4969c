/** Null, undefined or a value. @internal */
export type Maybe<T> = null | undefined | T;
