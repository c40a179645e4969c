/** @category Constants */
/** A resolver function type. */
export type Resolver<TSource, TResult = unknown> = (source: TSource, name: string) => TResult;
/** The default resolver. */
export declare const defaultResolver: Resolver<unknown>;
/** The limit. */
export declare const LIMIT = 10;
