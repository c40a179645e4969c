import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {PageSuggestion} from './suggestPages';

/**
 * Suggestions for an unknown path under the API reference or the docs, from the site's sitemap (every page,
 * written at build time), fetched only on such a not-found page. Empty elsewhere, and while or if the sitemap
 * cannot load. The matching code (and its edit-distance library) is its own chunk, loaded beside the sitemap:
 * theme-classic's doc routes render NotFound for a missing doc, so a static import put it on every docs page.
 */
export function usePageSuggestions(pathname: string): PageSuggestion[] {
  const apiBase = useBaseUrl('/api/');
  const docsBase = useBaseUrl('/docs/');
  const sitemapUrl = useBaseUrl('/sitemap.xml');
  const [suggestions, setSuggestions] = useState<PageSuggestion[]>([]);
  useEffect(() => {
    setSuggestions([]);
    if (!pathname.startsWith(apiBase) && !pathname.startsWith(docsBase)) return undefined;
    const controller = new AbortController();
    Promise.all([
      fetch(sitemapUrl, {signal: controller.signal}).then((response) => (response.ok ? response.text() : '')),
      import('./suggestPages'),
    ])
      .then(([xml, {suggestApiPages, suggestDocPages}]) => {
        if (controller.signal.aborted) return;
        const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
        setSuggestions(
          pathname.startsWith(apiBase)
            ? suggestApiPages(pathname, paths, apiBase)
            : suggestDocPages(pathname, paths, docsBase),
        );
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname, apiBase, docsBase, sitemapUrl]);
  return suggestions;
}
