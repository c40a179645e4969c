import { buildSchema, parse, print, printSchema } from 'graphql';

const document = parse('query Me { me { name } }');
const schema = buildSchema('type Query { me: User } type User { name: String }');

// Snapshots and hashes of printed documents and schemas compare these exact strings.
console.log(
  JSON.stringify({ document: print(document), schema: printSchema(schema) }, null, 2),
);
