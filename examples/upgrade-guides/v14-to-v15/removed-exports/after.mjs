import {
  coerceInputValue,
  getIntrospectionQuery,
  GraphQLInt,
  GraphQLList,
  Lexer,
  parseValue,
  Source,
  valueFromAST,
} from 'graphql';

const Ints = new GraphQLList(GraphQLInt);

// Lexer is a class.
const lexer = new Lexer(new Source('{ hello }'));
const tokens = [lexer.advance(), lexer.advance(), lexer.advance()].map(
  (token) => token.kind,
);

// coerceInputValue() returns the value and hands each problem to a callback.
const coerced = coerceInputValue([1, 2], Ints);
const problems = [];
coerceInputValue(['1', 2], Ints, (path, invalidValue, error) =>
  problems.push(error.message),
);

// valueFromAST() returns undefined for a literal that does not fit the type.
const literalIsValid = valueFromAST(parseValue('[1, 2]'), Ints) !== undefined;

console.log(
  JSON.stringify(
    {
      tokens,
      coerced,
      problems,
      literalIsValid,
      introspectionQuery: getIntrospectionQuery().trim().split('\n')[0],
    },
    null,
    2,
  ),
);
