import {
  buildSchema,
  GraphQLString,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
} from 'graphql';

const schema = buildSchema(`
  type Query { product: Product }
  type Product { name: String }
`);

// A gateway answers __cacheKey itself. A TypeInfo that knows the field lets the
// operation pass validation although the schema does not declare it.
const cacheKey = { name: '__cacheKey', type: GraphQLString, args: [] };
const typeInfo = new TypeInfo(schema, undefined, (schema, parentType, node) =>
  node.name.value === '__cacheKey' ? cacheKey : parentType.getFields()[node.name.value],
);

const document = parse('{ product { name __cacheKey } }');
const errors = validate(schema, document, specifiedRules, undefined, typeInfo);
console.log(JSON.stringify(errors.map((error) => error.message)));
