import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { name: String }');
const source = '{ title author year }';

// graphql() passes the options of parse() and validate() on.
const result = await graphql({ schema, source, maxLexicalTokens: 1000, maxErrors: 2 });

console.log(JSON.stringify(result.errors.map((error) => error.message)));
