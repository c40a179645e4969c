import { execute, parse } from 'graphql';
import { rootValue, schema } from './schema.mjs';

try {
  // Even an operation without @defer or @stream is refused: the schema alone decides.
  execute({ schema, document: parse('{ product { name } }'), rootValue });
} catch (error) {
  console.log(JSON.stringify({ message: error.message }));
}
