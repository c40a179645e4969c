import { buildSchema, defaultFieldResolver, graphql } from 'graphql';

const schema = buildSchema(`
  type Query { product: Product }
  type Product { name: String, price: Float }
`);
const rootValue = { product: async () => ({ name: 'Desk lamp', price: 39 }) };

// Every field goes through this resolver: it notes the field, then resolves as usual.
const resolved = [];
const fieldResolver = (source, args, context, info) => {
  resolved.push(`${info.parentType.name}.${info.fieldName}`);
  return defaultFieldResolver(source, args, context, info);
};

await graphql({ schema, source: '{ product { name price } }', rootValue, fieldResolver });
console.log(JSON.stringify(resolved));
