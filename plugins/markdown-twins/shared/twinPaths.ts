/**
 * Where a page's Markdown twin lives. Shared by the build (which writes the files) and the theme
 * (which links to them), so both agree on every URL. Pure: no Node or React imports.
 */

/** The site's public address: `siteConfig.url` and `siteConfig.baseUrl`. */
export interface SiteAddress {
  /** `https://graphql-js.org`, with or without a trailing slash. */
  url: string;
  /** `/` or `/graphql-js/`. */
  baseUrl: string;
}

/**
 * Path of a page's twin: the page's path plus `.md`, e.g. `/api/function/parse.md`. A path ending in
 * `/` (the home page) gets `index.md`, since `/.md` would be a hidden file on most hosts.
 */
export function toTwinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}

/**
 * The page a browser location shows. Docusaurus serves `/x.html` and `/x/index.html` as `/x`, and with
 * `trailingSlash: false` a link may still arrive as `/x/`; all of them mean `/x`. The base URL itself
 * (the home page) keeps its slash.
 */
export function toPagePath(pathname: string, baseUrl: string): string {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.length > 1 && path.endsWith('/') && path !== baseUrl ? path.slice(0, -1) : path;
}

/** A site path without the base URL (`/api/function/parse`), as an absolute URL. */
export function toSiteUrl(site: SiteAddress, sitePath: string): string {
  return `${site.url.replace(/\/+$/, '')}${site.baseUrl}${sitePath.replace(/^\//, '')}`;
}
