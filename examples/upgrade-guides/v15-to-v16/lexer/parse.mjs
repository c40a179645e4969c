import { parse } from 'graphql';

// Each document's outcome: parsed, or the syntax error's message.
function outcome(source) {
  try {
    parse(source);
    return 'parsed';
  } catch (error) {
    return error.message;
  }
}

console.log(
  JSON.stringify(
    {
      // A lone surrogate: half of a UTF-16 pair, which encodes no character by itself.
      loneSurrogate: outcome('{ echo(text: "\\uD800") }'),
      // A character that GraphQL's syntax does not use.
      unexpectedCharacter: outcome('{ echo ? }'),
    },
    null,
    2,
  ),
);
