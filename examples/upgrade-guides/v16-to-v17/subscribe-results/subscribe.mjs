import { buildSchema, parse, subscribe } from 'graphql';

const schema = buildSchema(`
  type Query { status: String }
  type Subscription { ticks: Int }
`);

// Each call's outcome: the result it returned, or the error it threw.
async function outcome(document, rootValue) {
  try {
    return {
      returned: await subscribe({ schema, document: parse(document), rootValue }),
    };
  } catch (error) {
    return { threw: error.message };
  }
}

// A resolver that returns a number instead of an async iterable, and a query handed to subscribe().
console.log(JSON.stringify(await outcome('subscription { ticks }', { ticks: () => 1 })));
console.log(JSON.stringify(await outcome('{ status }', {})));
