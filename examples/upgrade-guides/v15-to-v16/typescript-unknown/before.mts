import { GraphQLInt, parseValue, valueFromAST } from 'graphql';

// The value of a literal such as a directive's argument, used as a number.
const limit: number = valueFromAST(parseValue('25'), GraphQLInt);

console.log(JSON.stringify({ limit, doubled: limit * 2 }));
