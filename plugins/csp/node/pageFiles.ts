import path from 'node:path';

/**
 * The file of the build that a route's page is written to, as Docusaurus's static site generator names it
 * (`pathnameToFilename` in @docusaurus/core's ssg/ssgUtils.js): `/docs/a` → `docs/a.html` with `trailingSlash:
 * false`, `docs/a/index.html` with `true` or unset; `/` → `index.html`; `/404.html` as it is.
 */
export function toPageFile(routePath: string, baseUrl: string, trailingSlash: boolean | undefined): string {
  const pathname = routePath.startsWith(baseUrl) ? `/${routePath.slice(baseUrl.length)}` : routePath;
  const file = pathname.replace(/^\/+/, '');
  if (/\.html?$/i.test(file)) return file;
  if (trailingSlash !== false || file === '' || pathname.endsWith('/'))
    return path.posix.join(file, 'index.html');
  return `${file}.html`;
}
