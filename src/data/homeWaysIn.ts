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
      'Grouped by the task you come with: schema design, execution, errors, serving over HTTP, production, testing and tooling.',
    to: '/docs/guides',
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
