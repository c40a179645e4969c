import { buildSchema, printSchema } from 'graphql';

const sdl = `
  "The catalogue of a shop."
  schema { query: Query }

  interface Node { id: ID! }
  "A resource is a node with an address."
  interface Resource implements Node { id: ID! url: URL! }
  type Product implements Resource & Node { id: ID! url: URL! name: String }

  scalar URL @specifiedBy(url: "https://url.spec.whatwg.org/")
  directive @tag(name: String!) repeatable on FIELD_DEFINITION

  input ProductFilter { name: String, sku: String @deprecated(reason: "Use name.") }
  type Query {
    products(filter: ProductFilter, first: Int @deprecated(reason: "Use a cursor.")): [Product!]! @tag(name: "a") @tag(name: "b")
  }
`;

try {
  console.log(
    JSON.stringify(
      { printed: printSchema(buildSchema(sdl)).trim().split('\n') },
      null,
      2,
    ),
  );
} catch (error) {
  console.log(JSON.stringify({ error: error.message.split('\n') }, null, 2));
}
