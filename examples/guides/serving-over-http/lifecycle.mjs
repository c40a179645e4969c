import { execute, getOperationAST, parse, validate } from 'graphql';
import { createHandler } from 'graphql-http';
import { rootValue, schema } from './schema.mjs';

// Wraps a function option so that each call is written down, in order.
const calls = [];
const recorded =
  (name, fn = () => undefined) =>
  (...args) => {
    calls.push(name);
    return fn(...args);
  };

const handler = createHandler({
  parseRequestParams: recorded('parseRequestParams'),
  onSubscribe: recorded('onSubscribe'),
  parse: recorded('parse', parse),
  context: recorded('context', () => ({})),
  schema: recorded('schema', () => schema),
  validationRules: recorded('validationRules', (_req, _args, specified) => specified),
  validate: recorded('validate', validate),
  getOperationAST: recorded('getOperationAST', getOperationAST),
  rootValue,
  execute: recorded('execute', execute),
  onOperation: recorded('onOperation'),
  formatError: recorded('formatError', (error) => error),
});

// The handler knows no server: it takes a plain description of a request and returns
// the response as [body, init]. The Express and node:http adapters do just that.
const [body, init] = await handler({
  method: 'POST',
  url: '/graphql',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify({ query: '{ book(id: "3") { title } }' }),
  raw: null,
  context: null,
});

console.log(
  JSON.stringify({ calls, status: init.status, body: JSON.parse(body) }, null, 2),
);
