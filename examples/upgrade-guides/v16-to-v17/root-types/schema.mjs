import { buildSchema, validateSchema } from 'graphql';

// One type serves as the query root and the mutation root.
const schema = buildSchema(`
  schema { query: Root mutation: Root }
  type Root { status: String }
`);
console.log(
  JSON.stringify(
    validateSchema(schema).map((error) => error.message),
    null,
    2,
  ),
);
