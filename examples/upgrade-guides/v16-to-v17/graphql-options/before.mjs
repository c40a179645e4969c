import { buildSchema, execute, parse, validate } from 'graphql';

const schema = buildSchema('type Query { name: String }');
const source = '{ title author year }';

// graphql() takes no parser or validation options: to limit either, run the steps yourself.
const document = parse(source, { maxLexicalTokens: 1000 });
const errors = validate(schema, document, undefined, { maxErrors: 2 });
const result = errors.length > 0 ? { errors } : await execute({ schema, document });

console.log(JSON.stringify(result.errors.map((error) => error.message)));
