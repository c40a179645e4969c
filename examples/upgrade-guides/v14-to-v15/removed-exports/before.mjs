import {
  coerceValue,
  createLexer,
  GraphQLInt,
  GraphQLList,
  introspectionQuery,
  isValidJSValue,
  isValidLiteralValue,
  parseValue,
  Source,
} from 'graphql';

const Ints = new GraphQLList(GraphQLInt);

// The first tokens of a document.
const lexer = createLexer(new Source('{ hello }'));
const tokens = [lexer.advance(), lexer.advance(), lexer.advance()].map(
  (token) => token.kind,
);

// A value from JSON variables, coerced to a GraphQL type: its value, or why it is invalid.
const coerced = coerceValue([1, 2], Ints);
const problems = isValidJSValue(['1', 2], Ints);

// Whether a literal of a document fits a type.
const literalIsValid = isValidLiteralValue(Ints, parseValue('[1, 2]')).length === 0;

console.log(
  JSON.stringify(
    {
      tokens,
      coerced: coerced.value,
      problems,
      literalIsValid,
      introspectionQuery: introspectionQuery.trim().split('\n')[0],
    },
    null,
    2,
  ),
);
