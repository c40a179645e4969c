import { buildSchema, experimentalExecuteIncrementally, parse } from 'graphql';

const schema = buildSchema(`
  directive @defer(label: String, if: Boolean! = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT

  type Query {
    product: Product
  }

  type Product {
    name: String
    reviews: [String]
  }
`);

const rootValue = {
  product: { name: 'Desk lamp', reviews: async () => ['Bright', 'Sturdy'] },
};
const document = parse('{ product { name ... @defer { reviews } } }');

const result = await experimentalExecuteIncrementally({ schema, document, rootValue });
if ('initialResult' in result) {
  // Send each payload as it comes, e.g. as parts of a multipart/mixed response.
  console.log(JSON.stringify(result.initialResult));
  for await (const payload of result.subsequentResults) {
    console.log(JSON.stringify(payload));
  }
} else {
  // An operation without @defer or @stream: one result, as execute() returns it.
  console.log(JSON.stringify(result));
}
