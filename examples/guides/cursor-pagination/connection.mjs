import { GraphQLError } from 'graphql';
import { fromCursor, toCursor } from './cursor.mjs';

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

function badInput(message) {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function checkPageSize(name, value) {
  if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
    throw badInput(`"${name}" must be between 0 and ${MAX_PAGE_SIZE}, got ${value}.`);
  }
}

/**
 * One page of `items` (sorted newest first by id) as a connection. `after` and `before`
 * narrow the list to the items between two cursors; then `first` keeps the start of that
 * range, or `last` its end.
 */
export function connectionFrom(items, { first, after, last, before }) {
  if (first != null && last != null) {
    throw badInput('Pass "first" or "last", not both.');
  }
  checkPageSize('first', first);
  checkPageSize('last', last);

  // The cursors are ids, so they stay valid when posts are added or removed.
  let start = 0;
  let end = items.length;
  if (after != null) {
    const id = fromCursor(after);
    const index = items.findIndex((item) => item.id < id);
    start = index === -1 ? items.length : index;
  }
  if (before != null) {
    const id = fromCursor(before);
    const index = items.findIndex((item) => item.id <= id);
    end = Math.max(start, index === -1 ? items.length : index);
  }
  if (last != null) start = Math.max(start, end - last);
  else end = Math.min(end, start + (first ?? DEFAULT_PAGE_SIZE));

  const edges = items
    .slice(start, end)
    .map((item) => ({ cursor: toCursor(item), node: item }));
  return {
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges.at(0)?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
