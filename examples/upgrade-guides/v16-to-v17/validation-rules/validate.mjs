import { buildSchema, parse, validate } from 'graphql';

const schema = buildSchema(`
  directive @defer(label: String, if: Boolean! = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
  directive @stream(label: String, if: Boolean! = true, initialCount: Int! = 0) on FIELD

  type Query {
    product: Product
    products: [Product]
  }

  type Product {
    name: String
  }
`);

const operations = [
  // The schema has no mutation type.
  'mutation { product { name } }',
  // @stream on a field that is not a list.
  '{ product @stream { name } }',
  // Two incremental payloads with the same label.
  '{ products @stream(label: "a") { name } ... @defer(label: "a") { product { name } } }',
  // includeDeprecated is a Boolean! now.
  '{ __type(name: "Product") { fields(includeDeprecated: null) { name } } }',
];

const errors = {};
for (const operation of operations) {
  errors[operation] = validate(schema, parse(operation)).map((error) => error.message);
}
console.log(JSON.stringify(errors, null, 2));
