/** The home page's feature cards: what a reader can do with graphql-js, and where to read about it. */
export interface HomeFeature {
  title: string;
  description: string;
  to: string;
  linkLabel: string;
}

export const homeFeatures: HomeFeature[] = [
  {
    title: 'Parse, validate, execute',
    description:
      'The same three steps every GraphQL server runs, as plain functions you can call from any JavaScript runtime.',
    to: '/docs/tutorials',
    linkLabel: 'Run your first query',
  },
  {
    title: 'Schemas two ways',
    description:
      'Write the schema in the GraphQL schema language with buildSchema, or construct it in code with GraphQLObjectType and friends.',
    to: '/docs/tutorials/constructing-types',
    linkLabel: 'Constructing types',
  },
  {
    title: 'Serve it over HTTP',
    description: 'Pair graphql-js with graphql-http and Express to answer GET and POST requests at /graphql.',
    to: '/docs/tutorials/running-an-express-graphql-server',
    linkLabel: 'Start a server',
  },
  {
    title: 'Every export documented',
    description:
      'One reference page per function, class, interface, enum, type and constant, generated from the published package.',
    to: '/api',
    linkLabel: 'Browse the API',
  },
];
