import {beforeAll, describe, expect, test} from 'vitest';
import type {ApiModel} from '../../../typedoc-api';
import {ALL_VERSIONS, searchIndex, type SearchIndex} from '../../shared/searchIndex';
import type {SearchRecord} from '../../shared/types';
import {readDocsSections} from './readDocsSections';
import {loadSiteApi, siteDir, toSiteIndex} from './siteSearchIndex';

/**
 * What readers type into the search box, each with the page that answers it, named as the site names it: a docs
 * page by its front matter title, an API page by its symbol (and member). The index is the one the build writes:
 * the whole API of both majors and every section of every docs page, from the docs outline, through the same code.
 */
/** A docs page, by the title its front matter gives it. */
const doc = (title: string) => ({doc: title});
/** An API page of graphql 17, by its symbol's name, or a member of it (`GraphQLError.extensions`). */
const api = (name: string) => ({api: name});
/** The page a query must list first, not merely among the first three: the one answer, not one of a few. */
const atTop = (page: ReturnType<typeof doc> | ReturnType<typeof api>) => ({...page, first: true});
type Expected = (ReturnType<typeof doc> | ReturnType<typeof api>) & {first?: boolean};

const QUESTIONS: [query: string, expected: Expected][] = [
  // The misses of issue 36.
  ['paginate', doc('Cursor Pagination')],
  ['how to paginate', doc('Cursor Pagination')],
  ['abort a running query', atTop(doc('Abort Signals, Execution Hooks and the Harness'))],
  ['cancel a query', doc('Abort Signals, Execution Hooks and the Harness')],
  ['mutation', doc('Mutations and Input Types')],
  ['error handling', doc('Errors')],
  ['upgrade from 16', atTop(doc('Upgrading from graphql 16 to 17'))],
  ['upgrade to 16', atTop(doc('Upgrading from graphql 15 to 16'))],
  ['upgrade to 17', atTop(doc('Upgrading from graphql 16 to 17'))],
  ['custom scalar', doc('Custom Scalars')],
  // Word forms and synonyms.
  ['pagination', doc('Cursor Pagination')],
  ['paginating a list', doc('Cursor Pagination')],
  ['cancelling execution', doc('Abort Signals, Execution Hooks and the Harness')],
  ['mutations', doc('Mutations and Input Types')],
  ['errors', doc('Errors')],
  ['upgrade from 15', atTop(doc('Upgrading from graphql 15 to 16'))],
  ['upgrade from 14', atTop(doc('Upgrading from graphql 14 to 15'))],
  ['custom scalars', doc('Custom Scalars')],
  ['N+1', doc('The N+1 Problem and DataLoader')],
  ['batching', doc('The N+1 Problem and DataLoader')],
  ['dataloader', doc('The N+1 Problem and DataLoader')],
  ['authorization', doc('Authorization Strategies')],
  ['auth', atTop(doc('Authorization Strategies'))],
  ['authentication', atTop(doc('Authentication and Express Middleware'))],
  ['authentication middleware', doc('Authentication and Express Middleware')],
  // Questions.
  ['how do subscriptions work', doc('Subscriptions')],
  ['subscribe to events', doc('Subscriptions')],
  ['defer and stream', doc('Enabling Defer & Stream')],
  ['caching', doc('Caching Strategies')],
  ['how to cache responses', doc('Caching Strategies')],
  ['testing resolvers', doc('Testing')],
  ['custom directives', doc('Directives and Schema Evolution')],
  ['introspection', doc('Introspection and Schema Tooling')],
  ['schema coordinates', doc('Schema Coordinates')],
  ['oneof input', doc('OneOf Input Objects')],
  ['interfaces and unions', doc('Interfaces, Unions and Enums')],
  ['nullability', doc('Nullability and Error Propagation')],
  ['null propagation', doc('Nullability and Error Propagation')],
  ['anatomy of a resolver', doc('Anatomy of a Resolver')],
  ['query complexity', doc('Operation Complexity Controls')],
  ['limit operation cost', doc('Operation Complexity Controls')],
  ['tracing', doc('Tracing and Diagnostics')],
  ['monitoring and debugging', doc('Monitoring and Debugging')],
  ['going to production', doc('Going to Production')],
  ['security', doc('Production and Security')],
  ['run an express server', doc('Running an Express GraphQL Server')],
  ['migrate from express-graphql', doc('Migrating from express-graphql')],
  ['serving over http', doc('Serving over HTTP')],
  ['type generation', doc('Type Generation')],
  ['passing arguments', doc('Passing Arguments')],
  ['object types', doc('Object Types')],
  ['basic types', doc('Basic Types')],
  ['constructing types', doc('Constructing Types')],
  ['getting started', doc('Getting Started')],
  ['graphql clients', doc('GraphQL Clients')],
  ['ast tooling', doc('AST Tooling')],
  ['scaling', doc('Scaling')],
  ['input coercion', doc('Input Coercion and Defaults')],
  ['experimental features', doc('Experimental Features')],
  ['advanced custom scalars', doc('Advanced Custom Scalars')],
  // Typos.
  ['pagniation', doc('Cursor Pagination')],
  ['subscriptoins', doc('Subscriptions')],
  ['custom scalr', doc('Custom Scalars')],
  ['visti', api('visit')],
  ['GraphQLObjecType', api('GraphQLObjectType')],
  // Symbols.
  ['buildSchema', api('buildSchema')],
  ['graphql', api('graphql')],
  ['execute', api('execute')],
  ['validate', api('validate')],
  ['GraphQLError.extensions', api('GraphQLError.extensions')],
  ['GraphQLSchema#getType', api('GraphQLSchema.getType')],
];

let models: ApiModel[];
let sections: SearchRecord[];
let index: SearchIndex;

beforeAll(async () => {
  let apiRecords: SearchRecord[];
  ({models, apiRecords} = await loadSiteApi());
  sections = await readDocsSections(siteDir);
  index = await toSiteIndex([...apiRecords, ...sections], models);
}, 240_000);

/** The site path of the expected page, read from the pages themselves. */
function expectedPath(expected: Expected): string {
  if ('doc' in expected) {
    const section = sections.find((record) => record.title === expected.doc);
    if (!section) throw new Error(`no docs page is titled "${expected.doc}"`);
    return section.path.replace(/#.*$/, '');
  }
  const [owner, member] = expected.api.split('.');
  const page = models[0].pages.find((candidate) => candidate.name === owner && !candidate.notExported);
  if (!page) throw new Error(`graphql 17 exports no ${owner}`);
  if (!member) return page.permalink;
  const found = page.members.find((candidate) => candidate.name === member);
  if (!found) throw new Error(`${owner} has no member ${member}`);
  return `${page.permalink}#${found.anchor}`;
}

describe('real reader queries find the page that answers them in the first three results, or first', () => {
  test('there are at least 60, of every sort', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
  });

  test.each(QUESTIONS)('%s', (query, expected) => {
    const wanted = expectedPath(expected);
    const top = searchIndex(index, query, '17')
      .slice(0, expected.first ? 1 : 3)
      .map((hit) =>
        'api' in expected && expected.api.includes('.') ? hit.href : hit.href.replace(/#.*$/, ''),
      );
    expect(top).toContain(wanted);
  });
});

test("on a graphql 16 page, a name both majors have lists 16's page first", () => {
  const [first, second] = searchIndex(index, 'execute', ALL_VERSIONS, '16');
  expect(first.href).toBe('/api/v16/function/execute');
  expect(second.href).toBe('/api/function/execute');
  expect(searchIndex(index, 'execute', ALL_VERSIONS)[0].href).toBe('/api/function/execute');
});
