/**
 * What readers type into the search box, each with the page that answers it, named as the site names it: a docs
 * page by its front matter title, an API page by its symbol (and member). relevance.test.ts checks the answers;
 * e2e/budgets.spec.ts, what each query downloads.
 */

/** A docs page, by the title its front matter gives it. */
const doc = (title: string) => ({doc: title});
/** An API page of graphql 17, by its symbol's name, or a member of it (`GraphQLError.extensions`). */
const api = (name: string) => ({api: name});
/** The page a query must list first, not merely among the first three: the one answer, not one of a few. */
const atTop = (page: ReturnType<typeof doc> | ReturnType<typeof api>) => ({...page, first: true});
export type Expected = (ReturnType<typeof doc> | ReturnType<typeof api>) & {first?: boolean};

export const QUESTIONS: [query: string, expected: Expected][] = [
  // The misses of issue 36.
  ['paginate', doc('Cursor Pagination')],
  ['how to paginate', doc('Cursor Pagination')],
  ['abort a running query', atTop(doc('Abort Signals, Execution Hooks and the Harness'))],
  ['cancel a query', atTop(doc('Abort Signals, Execution Hooks and the Harness'))],
  ['mutation', atTop(doc('Mutations and Input Types'))],
  ['error handling', doc('Errors')],
  ['upgrade from 16', atTop(doc('Upgrading from graphql 16 to 17'))],
  ['upgrade to 16', atTop(doc('Upgrading from graphql 15 to 16'))],
  ['upgrade to 17', atTop(doc('Upgrading from graphql 16 to 17'))],
  ['custom scalar', atTop(doc('Custom Scalars'))],
  // Questions answered (issue 36): a page about the whole question before a section that mentions its words.
  ['define a custom scalar', atTop(doc('Custom Scalars'))],
  ['create a custom scalar type', atTop(doc('Custom Scalars'))],
  ['handle errors in resolvers', atTop(doc('Errors'))],
  ['error handling in resolvers', atTop(doc('Errors'))],
  ['throw an error in a resolver', atTop(doc('Errors'))],
  ['stop a running query', doc('Abort Signals, Execution Hooks and the Harness')],
  ['how to define a mutation', atTop(doc('Mutations and Input Types'))],
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

/** The pages that answer a question about stopping an operation. */
const ABORT_ANSWERS = [
  doc('Abort Signals, Execution Hooks and the Harness'),
  doc('Upgrading from graphql 16 to 17'),
];

/**
 * Questions whose first results (as many as `count`) must all answer them (pages named as in `QUESTIONS`), not one
 * answer and pages that merely share its commonest words ("running", "query"). "abort a running query" still has
 * the Express tutorial's "Send a query" third.
 */
export const ONLY_ANSWERS: [query: string, pages: ReturnType<typeof doc>[], count: number][] = [
  ['abort a running query', ABORT_ANSWERS, 2],
  ['cancel a query', ABORT_ANSWERS, 3],
];
