/** One representative page per kind of page the site serves; the bench and the budget tests visit each. */
export interface PageFamily {
  /** Stable key used in bench/report.json. */
  id: string;
  /** Heading shown in the report and in test titles. */
  label: string;
  /** Site-relative path of the representative page. */
  path: string;
  /**
   * Where Lighthouse loads the same page, when `path` does not work for it: Lighthouse refuses to audit
   * a document served with an error status, so the 404 page is audited at its own file's URL.
   */
  lighthousePath?: string;
}

export const pageFamilies: PageFamily[] = [
  {id: 'home', label: 'Home', path: '/'},
  {id: 'tutorial', label: 'Tutorial page', path: '/docs/tutorials/basic-types'},
  // One of the longest guides, with examples and a playground.
  {id: 'guide', label: 'Guide page', path: '/docs/guides/errors'},
  {id: 'apiOverview', label: 'API overview', path: '/api'},
  {id: 'apiFunction', label: 'API function', path: '/api/function/parse'},
  {id: 'apiClass', label: 'API class', path: '/api/class/GraphQLSchema'},
  {id: 'apiInterface', label: 'API interface', path: '/api/interface/GraphQLArgs'},
  // No page has this path, so the server answers with the built 404 page.
  {id: 'notFound', label: '404 page', path: '/this-page-does-not-exist', lighthousePath: '/404'},
];
