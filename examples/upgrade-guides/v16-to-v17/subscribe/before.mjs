import { buildSchema, parse, subscribe } from 'graphql';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { tick: Int }
`);
const rootValue = {
  async *tick() {
    yield { tick: 1 };
    yield { tick: 2 };
  },
};

// graphql 16's subscribe() always returns a promise.
subscribe({ schema, document: parse('subscription { tick }'), rootValue }).then(
  async (result) => {
    for await (const event of result) console.log(JSON.stringify(event));
  },
);
