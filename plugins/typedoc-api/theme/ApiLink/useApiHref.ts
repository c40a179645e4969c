import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * Turns a site path from the API model into an href, with the base URL, and reports it to the build's
 * broken link and anchor checks: plain links escape them otherwise, where <Link> reports itself.
 */
export function useApiHref(): (to: string) => string {
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  return (to) => {
    const href = to.startsWith('/') ? withBaseUrl(to) : to;
    brokenLinks.collectLink(href);
    return href;
  };
}
