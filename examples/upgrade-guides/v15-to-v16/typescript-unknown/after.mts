import { GraphQLInt, parseValue, valueFromAST } from 'graphql';

// valueFromAST() returns `unknown`: check the value before you use it as a number.
const value = valueFromAST(parseValue('25'), GraphQLInt);
if (typeof value !== 'number')
  throw new TypeError(`Expected a number, got ${String(value)}`);
const limit = value;

console.log(JSON.stringify({ limit, doubled: limit * 2 }));
