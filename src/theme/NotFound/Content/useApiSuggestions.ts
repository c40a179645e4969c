import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {suggestApiPages, type ApiSuggestion} from './suggestApiPages';

/**
 * Suggestions for an unknown path under the API reference, from the site's sitemap (every page, written at
 * build time), fetched only on such a not-found page. Empty elsewhere, and while or if the sitemap cannot load.
 */
export function useApiSuggestions(pathname: string): ApiSuggestion[] {
  const apiBase = useBaseUrl('/api/');
  const sitemapUrl = useBaseUrl('/sitemap.xml');
  const [suggestions, setSuggestions] = useState<ApiSuggestion[]>([]);
  useEffect(() => {
    setSuggestions([]);
    if (!pathname.startsWith(apiBase)) return undefined;
    const controller = new AbortController();
    fetch(sitemapUrl, {signal: controller.signal})
      .then((response) => (response.ok ? response.text() : ''))
      .then((xml) => {
        const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
        setSuggestions(suggestApiPages(pathname, paths, apiBase));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname, apiBase, sitemapUrl]);
  return suggestions;
}
