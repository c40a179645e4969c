import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  input PriceRange { min: Float!, max: Float }

  type Query {
    product(id: ID!): String
    products(price: PriceRange): [String]
  }
`);

const requests = [
  { source: 'query ($id: ID!) { product(id: $id) }', variableValues: {} },
  { source: '{ product }' },
  {
    source: 'query ($price: PriceRange) { products(price: $price) }',
    variableValues: { price: { max: 20 } },
  },
  {
    source: 'query ($price: PriceRange) { products(price: $price) }',
    variableValues: { price: { min: 5, currency: 'EUR' } },
  },
];

const messages = [];
for (const request of requests) {
  const { errors } = await graphql({ schema, ...request });
  messages.push(...errors.map((error) => error.message));
}
console.log(JSON.stringify(messages, null, 2));
