import type {ApiModel, ApiPage} from '../../shared/types';

/** A minimal, valid `ApiPage` for tests here and in the plugins that consume the API model. */
export function makeApiPage(overrides: Partial<ApiPage> & Pick<ApiPage, 'name' | 'kind'>): ApiPage {
  return {
    id: `${overrides.kind}/${overrides.name}`,
    category: 'Parsing',
    permalink: `/api/${overrides.kind}/${overrides.name}`,
    import: {module: 'graphql', subpath: 'graphql/language', typeOnly: false},
    summary: '',
    see: [],
    examples: [],
    signatures: [],
    typeParameters: [],
    extends: [],
    implements: [],
    members: [],
    sourceUrl: 'https://github.com/graphql/graphql-js/blob/v1.0.0/src/language/parser.ts',
    sourcePath: 'language/parser.d.ts',
    ...overrides,
  };
}

/** An `ApiModel` of graphql 1.0.0 holding `pages`, one category per page category in page order. */
export function makeApiModel(pages: ApiPage[]): ApiModel {
  const categories = [...new Set(pages.map((page) => page.category))].map((name) => ({
    name,
    pageIds: pages.filter((page) => page.category === name).map((page) => page.id),
  }));
  return {
    packageName: 'graphql',
    packageVersion: '1.0.0',
    indexPermalink: '/api',
    pages,
    index: [],
    categories,
  };
}
