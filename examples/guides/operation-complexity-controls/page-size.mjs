/** The most items a list field returns, whatever its `first` argument asks for. */
export const MAX_PAGE_SIZE = 100;

/**
 * `first` as the resolvers and the cost estimate both use it: from 0 to MAX_PAGE_SIZE. A
 * negative `first` must not lower the estimate (it would cancel an expensive sibling out),
 * and a huge one must not return more items than the estimate counted.
 */
export const pageSize = (first) => Math.min(Math.max(first, 0), MAX_PAGE_SIZE);
