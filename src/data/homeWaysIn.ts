/** The three ways into the documentation, as the home page lists them. */
export interface HomeWayIn {
  title: string;
  description: string;
  to: string;
  linkLabel: string;
}

export const homeWaysIn: HomeWayIn[] = [
  {
    title: 'Learn',
    description:
      'The tutorial starts from a first query in a Node.js script and builds up to a server with mutations and authentication.',
    to: '/docs/tutorials',
    linkLabel: 'Start the tutorial',
  },
  {
    title: 'Guides',
    description:
      'One task per page: schema design, resolvers, errors, DataLoader, subscriptions, production and testing.',
    // TODO: link the guides' overview, /docs/guides, once that page exists (another branch is writing it).
    to: '/docs/guides/resolver-anatomy',
    linkLabel: 'Read the guides',
  },
  {
    title: 'API reference',
    description:
      'Every export of graphql 17, and of 16, on a page of its own, with what changed between the two.',
    to: '/api',
    linkLabel: 'Browse the API',
  },
];
