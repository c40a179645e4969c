import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

export interface LargestPage {
  /** Site-relative path, e.g. `/api/class/GraphQLSchema`. */
  path: string;
  bytes: number;
}

export interface ApiHtmlSizes {
  /** The largest function page; the budget holds for all of them. */
  largestFunction: LargestPage;
  largestClass: LargestPage;
  overview: LargestPage;
}

function largestIn(buildDir: string, folder: string): LargestPage {
  const pages = readdirSync(path.join(buildDir, folder))
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      path: `/${folder}/${file.replace(/\.html$/, '')}`,
      bytes: statSync(path.join(buildDir, folder, file)).size,
    }));
  if (pages.length === 0) throw new Error(`No pages in ${path.join(buildDir, folder)}`);
  return pages.reduce((largest, page) => (page.bytes > largest.bytes ? page : largest));
}

/**
 * Sizes of the built API pages that have HTML budgets (`trailingSlash: false` writes `name.html`), of the
 * reference under `apiPath`: `api`, or `api/v16` for graphql 16's.
 */
export function toApiHtmlSizes(buildDir: string, apiPath = 'api'): ApiHtmlSizes {
  return {
    largestFunction: largestIn(buildDir, `${apiPath}/function`),
    largestClass: largestIn(buildDir, `${apiPath}/class`),
    overview: {path: `/${apiPath}`, bytes: statSync(path.join(buildDir, `${apiPath}.html`)).size},
  };
}
