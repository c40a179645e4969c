import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { internalAuditLog: String publicName: String }');

// hideSuggestions leaves "Did you mean …?" out of validation and coercion errors.
const result = await graphql({
  schema,
  source: '{ internalAuditLg }',
  hideSuggestions: true,
});
const messages = result.errors.map((error) => error.message);
console.log(JSON.stringify(messages));
