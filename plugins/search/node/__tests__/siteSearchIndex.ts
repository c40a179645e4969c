import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import config from '../../../../docusaurus.config';
import typedocApiPlugin, {
  DEFAULT_OPTIONS,
  loadApiModel,
  loadApiReferences,
  type ApiModel,
  type Options,
  type PluginOptions,
} from '../../../typedoc-api';
import {packIndex} from '../../shared/packIndex';
import {createSearchIndex} from '../../shared/searchEngine';
import {loadSearchIndex, type SearchIndex} from '../../shared/searchIndex';
import type {SearchRecord} from '../../shared/types';
import {toSearchVersions, toVersionedApiRecords} from '../toSearchRecords';

/** The site's folder, whose docusaurus.config.ts names the API plugin instances. */
export const siteDir = path.resolve(__dirname, '../../../..');

/** The site's API plugin instances, in its plugin order: graphql 17, then 16. */
const apiOptions = config.plugins.flatMap((plugin) =>
  Array.isArray(plugin) && plugin[0] === typedocApiPlugin
    ? [{...DEFAULT_OPTIONS, ...(plugin[1] as Options)} as PluginOptions]
    : [],
);

/** A docs page as the API references read it: where its source is and the path it is served at. */
export interface DocsPage {
  source: string;
  permalink: string;
  title: string;
}

/**
 * The real API of both majors, converted as the build converts it, and its search records; `docs` are the docs
 * pages the references count links from, as allContentLoaded gives them to the plugins.
 */
export async function loadSiteApi(
  docs: DocsPage[] = [],
): Promise<{models: ApiModel[]; apiRecords: SearchRecord[]}> {
  const models: ApiModel[] = [];
  for (const options of apiOptions) models.push((await loadApiModel(siteDir, options)).model);
  const allContent = {
    'typedoc-api': Object.fromEntries(models.map((model, i) => [apiOptions[i].id, model])),
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}},
  };
  const siteConfig = {...config, trailingSlash: false, baseUrl: '/'} as unknown as LoadContext['siteConfig'];
  return {
    models,
    apiRecords: toVersionedApiRecords(await loadApiReferences(allContent, {siteDir, siteConfig})),
  };
}

/** An index of records and the site's majors, loaded through JSON as the browser gets it. */
export async function toSiteIndex(records: SearchRecord[], models: ApiModel[]): Promise<SearchIndex> {
  const built = createSearchIndex(records);
  return loadSearchIndex(JSON.parse(JSON.stringify(packIndex(built, toSearchVersions(models)))));
}
