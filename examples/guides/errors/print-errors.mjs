import { parse, Source, validate } from 'graphql';
import { schema } from './orders.mjs';

// Naming the source makes toString() say which file the error is in.
const source = new Source('{ order(id: 1) { total } }', 'order.graphql');
const errors = validate(schema, parse(source));

const printed = errors.map((error) => ({
  toJSON: error.toJSON(),
  toString: error.toString().split('\n'),
}));
console.log(JSON.stringify(printed, null, 2));
