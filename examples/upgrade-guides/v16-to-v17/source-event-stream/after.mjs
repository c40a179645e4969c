import {
  buildSchema,
  createSourceEventStream,
  parse,
  validateSubscriptionArgs,
} from 'graphql';

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

// Check the arguments first: an array of errors, or arguments ready to run.
const args = validateSubscriptionArgs({ schema, document, rootValue });
if (Array.isArray(args)) throw new AggregateError(args);

const stream = await createSourceEventStream(args);
for await (const event of stream) console.log(JSON.stringify(event));
