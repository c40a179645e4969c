import { buildSchema, parse, subscribe } from 'graphql';

const schema = buildSchema(`
  type Query { status: String }
  type Subscription { ticks: Int }
`);

// A query handed to subscribe() by mistake: its outcome, a result or the error thrown.
try {
  const result = await subscribe({ schema, document: parse('{ status }') });
  console.log(JSON.stringify({ returned: result }, null, 2));
} catch (error) {
  console.log(JSON.stringify({ threw: error.message }, null, 2));
}
