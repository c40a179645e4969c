import { enableDevMode, isSchema } from 'graphql';

// In tests and local development, before anything else uses graphql.
enableDevMode();

// Stands in for a schema built by a second copy of graphql in node_modules.
const fromOtherCopy = { [Symbol.toStringTag]: 'GraphQLSchema' };

try {
  console.log(JSON.stringify({ isSchema: isSchema(fromOtherCopy) }));
} catch (error) {
  console.log(JSON.stringify({ error: error.message.split('\n')[0] }));
}
