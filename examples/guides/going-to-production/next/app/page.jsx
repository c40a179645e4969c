import { buildSchema, graphqlSync, isDevModeEnabled } from 'graphql';

const schema = buildSchema(`
  type Query {
    greeting: String
  }
`);

export default function Page() {
  const result = graphqlSync({
    schema,
    source: '{ greeting }',
    rootValue: { greeting: 'Hello from Next.js' },
  });
  const report = { devMode: isDevModeEnabled(), data: result.data };
  return <pre id="report">{JSON.stringify(report)}</pre>;
}
