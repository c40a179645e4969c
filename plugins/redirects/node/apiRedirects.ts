import {toPermalink, type ApiKind, type ApiModel, type ApiPage} from '../../typedoc-api';
import type {Redirect} from './redirects';

const origin = 'derived from the API models';

/**
 * Where the Docusaurus site of 2022-2024 had symbol pages: docusaurus-plugin-typedoc-api 1.10 put each class,
 * interface, enum and function of the package it called `graphql-js` at `/api/graphql-js/<kind>/<name>` (its
 * `getKindSlug`); type aliases and variables were fragments of `/api/graphql-js`, which the mapping file sends
 * to the overview.
 */
const docusaurusApiBase = '/api/graphql-js';
const docusaurusPageKinds: readonly ApiKind[] = ['class', 'enum', 'function', 'interface'];

const exported = (model: ApiModel) => model.pages.filter((page) => !page.notExported);

/**
 * The old API addresses that follow from the models rather than a list, `latest` being the major at `/api`
 * and `older` the others:
 * - `/api/<kind>/<name>` where an older major has the symbol as another kind than the latest
 *   (`/api/interface/GraphQLField`, a class in 17), to the latest major's page;
 * - `/api/graphql-js/<kind>/<name>` for every symbol of any major with a page there, to the latest major's page
 *   of that name, else the older major's.
 */
export function toApiRedirects(latest: ApiModel, older: readonly ApiModel[]): Redirect[] {
  const latestByName = new Map(exported(latest).map((page) => [page.name, page]));
  const latestIds = new Set(exported(latest).map((page) => page.id));
  const olderPages = older.flatMap((model) => exported(model).map((page) => ({page, model})));

  const kindChanged = olderPages.flatMap(({page, model}): Redirect[] => {
    const now = latestByName.get(page.name);
    if (!now || now.kind === page.kind || latestIds.has(page.id)) return [];
    return [
      {
        from: toPermalink(latest.indexPermalink, page.kind, page.name),
        to: now.permalink,
        note: `${page.kind} in ${model.packageVersion}, ${now.kind} in ${latest.packageVersion}`,
        origin,
      },
    ];
  });

  const docusaurusPages = new Map<string, Redirect>();
  const candidates: {page: ApiPage; target: ApiPage}[] = [
    ...exported(latest).map((page) => ({page, target: page})),
    ...olderPages.map(({page}) => ({page, target: latestByName.get(page.name) ?? page})),
  ];
  for (const {page, target} of candidates) {
    if (!docusaurusPageKinds.includes(page.kind)) continue;
    const from = toPermalink(docusaurusApiBase, page.kind, page.name);
    if (!docusaurusPages.has(from)) docusaurusPages.set(from, {from, to: target.permalink, origin});
  }
  return [...kindChanged, ...docusaurusPages.values()];
}
