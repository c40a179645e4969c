/** @category Examples */
/**
 * Has examples.
 *
 * A second paragraph with **bold** text.
 * @example
 * ```ts
 * documented(1); // => 2
 * ```
 * @example Plain title
 * ```graphql
 * { hero }
 * ```
 * @see https://example.com/docs
 */
export declare function documented(n: number): number;
