/**
 * What the data-file pages of one array of routes share in the browser's route table (see
 * node/clientRouteTable.ts): their attributes (`exact`, `sidebar`) and the chunk names of their modules other
 * than their data (`__comp`, `sidebar`).
 */
export interface SharedRoute {
  attributes: Record<string, unknown>;
  chunkNames: Record<string, string>;
  /** Changes whenever a page's data does, so a browser never reuses data from an earlier build. */
  dataVersion: string;
}

/** URL of the JSON file holding the route props of the page at `routePath` (base URL included). */
export function toDataFileUrl(routePath: string, dataVersion: string): string {
  return `${routePath}.json?v=${dataVersion}`;
}
