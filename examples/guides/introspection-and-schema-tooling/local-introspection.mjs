import { buildClientSchema, introspectionFromSchema, printSchema } from 'graphql';
import { schema } from './catalog.mjs';

// The same data a server returns for the introspection query, with every option on,
// computed from the schema object: no server, no request.
const introspection = introspectionFromSchema(schema);
const rebuilt = buildClientSchema(introspection);

const products = (someSchema) => someSchema.getQueryType().getFields().products;

console.log(
  JSON.stringify(
    {
      schemaDescription: introspection.__schema.description,
      sameSdl: printSchema(rebuilt) === printSchema(schema),
      directivesOnProducts: {
        original: products(schema).astNode.directives.map((node) => node.name.value),
        rebuilt: products(rebuilt).astNode?.directives ?? [],
      },
    },
    null,
    2,
  ),
);
