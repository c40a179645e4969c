import { buildSchema, createSourceEventStream, parse } from 'graphql';

const schema = buildSchema('type Query { ok: Boolean } type Subscription { tick: Int }');
const rootValue = {
  async *tick() {
    yield 1;
    yield 2;
  },
};

// The events a subscription would send, before graphql executes its selection for each one.
const stream = await createSourceEventStream(
  schema,
  parse('subscription { tick }'),
  rootValue,
);
const events = [];
for await (const event of stream) events.push(event);
console.log(JSON.stringify({ events }));
