import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  enum Size { SMALL LARGE }
  type Query { shirts(size: Size, limit: Int): [String] }
`);

// Requests that fail in parsing, in validation and in coercing variables.
const requests = [
  { source: '{ shirts(size: MEDIUM) }' },
  {
    source: 'query ($limit: Int) { shirts(limit: $limit) }',
    variableValues: { limit: '10' },
  },
  { source: '{ shirts(size: SMALL' },
];

const messages = [];
for (const request of requests) {
  const { errors } = await graphql({ schema, ...request });
  messages.push(...errors.map((error) => error.message));
}
console.log(JSON.stringify(messages, null, 2));
