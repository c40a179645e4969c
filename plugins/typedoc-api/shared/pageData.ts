/** What the plugin tells the browser through Docusaurus's global data. */
export interface ApiGlobalData {
  /**
   * Set in production builds, where each API page's data is a JSON file beside its HTML (see
   * node/clientRouteTable.ts); it changes whenever any page's data does.
   */
  dataVersion?: string;
}

/** URL of the JSON file holding the route props of the API page at `routePath` (base URL included). */
export function toPageDataUrl(routePath: string, dataVersion: string): string {
  return `${routePath}.json?v=${dataVersion}`;
}
