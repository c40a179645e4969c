import { isSchema } from 'graphql';

// A schema built by another copy of graphql calls itself "GraphQLSchema", like this
// object, but this copy of graphql did not create it.
const foreignSchema = { [Symbol.toStringTag]: 'GraphQLSchema' };

try {
  console.log(JSON.stringify({ mode: 'production', isSchema: isSchema(foreignSchema) }));
} catch (error) {
  const firstLine = error.message.split('\n')[0];
  console.log(JSON.stringify({ mode: 'development', error: firstLine }));
}
