import { buildSchema, parse, validate, visit } from 'graphql';

const schema = buildSchema(`
  type Query { product: Product }
  type Product { name: String }
`);

// validate() builds its own TypeInfo. Take the gateway's own fields out of the operation
// before validating it against the schema.
const document = parse('{ product { name __cacheKey } }');
const forSchema = visit(document, {
  Field: (node) => (node.name.value === '__cacheKey' ? null : undefined),
});
const errors = validate(schema, forSchema);
console.log(JSON.stringify(errors.map((error) => error.message)));
