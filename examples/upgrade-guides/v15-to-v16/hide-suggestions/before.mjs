import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { internalAuditLog: String publicName: String }');

// Error messages suggest field names, which tells a client about fields it should not know.
const result = await graphql({ schema, source: '{ internalAuditLg }' });
const messages = result.errors.map((error) =>
  error.message.replace(/ Did you mean .*$/, ''),
);
console.log(JSON.stringify(messages));
