import { buildSchema, GraphQLSchema, GraphQLString, parse, validate } from 'graphql';

// A gateway answers __cacheKey itself. The TypeInfo that validate() creates looks every
// field up with schema.getField(), so a schema that knows the field lets the operation
// pass validation although its SDL does not declare it.
const cacheKey = { name: '__cacheKey', type: GraphQLString, args: [] };

class GatewaySchema extends GraphQLSchema {
  getField(parentType, fieldName) {
    return fieldName === '__cacheKey' ? cacheKey : super.getField(parentType, fieldName);
  }
}

const sdl = `
  type Query { product: Product }
  type Product { name: String }
`;
const schema = new GatewaySchema(buildSchema(sdl).toConfig());

const document = parse('{ product { name __cacheKey } }');
const errors = validate(schema, document);
console.log(JSON.stringify(errors.map((error) => error.message)));
