import { buildSchema, execute, parse } from 'graphql';

// The schema declares @defer so that clients which send it pass validation; graphql 16
// ignores the directive and sends everything in one response.
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

const result = await execute({ schema, document, rootValue });
console.log(JSON.stringify(result));
