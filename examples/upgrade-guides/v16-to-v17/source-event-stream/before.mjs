import { buildSchema, createSourceEventStream, parse } from 'graphql';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { priceChanged(sku: String!): Float }
`);
const rootValue = {
  async *priceChanged({ sku }) {
    yield { sku, price: 19.5 };
    yield { sku, price: 18 };
  },
};
const document = parse('subscription { priceChanged(sku: "LAMP-1") }');

// The raw events of a subscription, before each is executed into a response.
const stream = await createSourceEventStream({ schema, document, rootValue });
for await (const event of stream) console.log(JSON.stringify(event));
