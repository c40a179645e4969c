import { buildSchema, parse, validate } from 'graphql';

const schema = buildSchema('type Query { hello: String }');

// Introspection that follows fields into their types and their fields, three levels deep.
const deep = parse(`{
  __schema { types { fields { type { fields { type { fields { name } } } } } } }
}`);
console.log(JSON.stringify(validate(schema, deep).map((error) => error.message)));
