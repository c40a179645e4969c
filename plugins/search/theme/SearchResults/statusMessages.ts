import type {SearchStatus} from './useSearch';

/** What the live region says; the dev server has no index, and says how to get one. */
export function toStatusMessage(status: SearchStatus, query: string, total: number): string {
  if (status === 'unavailable') {
    return process.env.NODE_ENV === 'development'
      ? 'Search needs a production build: run npm run build, then npm run serve.'
      : 'The search index could not be loaded. Check your connection and try again.';
  }
  if (status === 'loading') return 'Loading the search index…';
  if (!query.trim()) return 'Type a symbol name or a few words from the tutorials.';
  if (!total) return `No results for “${query.trim()}”.`;
  return total === 1 ? '1 result' : `${total} results`;
}
