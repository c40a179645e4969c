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
import {packIndex, type PackedSearchIndex} from '../../shared/packIndex';
import {createSearchIndex} from '../../shared/searchEngine';
import {loadSearchIndex, withHits, withShards, type SearchIndex} from '../../shared/searchIndex';
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

/** The index files of records and the site's majors, through JSON as the browser gets them. */
export function toSiteFiles(records: SearchRecord[], models: ApiModel[]): PackedSearchIndex {
  const packed = packIndex(createSearchIndex(records), toSearchVersions(models), 'test');
  return JSON.parse(JSON.stringify(packed)) as PackedSearchIndex;
}

/** An index of its files' head, which loads their shards and chunks as the browser does. */
export function toPartialIndex({head, shards, chunks}: PackedSearchIndex): Promise<SearchIndex> {
  return loadSearchIndex(head, {
    shard: async (key) => shards[key],
    chunk: async (number) => chunks[number],
  });
}

/** An index of its files with every shard and chunk loaded. */
export async function toWholeIndex(files: PackedSearchIndex): Promise<SearchIndex> {
  const index = await withShards(await toPartialIndex(files), files.head.shards);
  return withHits(
    index,
    index.docs.map((_, doc) => ({doc})),
  );
}

/** An index of records and the site's majors with every shard and chunk loaded, through JSON. */
export function toSiteIndex(records: SearchRecord[], models: ApiModel[]): Promise<SearchIndex> {
  return toWholeIndex(toSiteFiles(records, models));
}
