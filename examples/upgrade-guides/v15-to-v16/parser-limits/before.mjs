import { parse } from 'graphql';

// A request whose document holds tens of thousands of tokens.
const source = `{ ${'a '.repeat(20000)}}`;

// The only limit before parsing is on the text's length.
if (source.length > 10000) {
  console.log(
    JSON.stringify({ refused: `Document is ${source.length} characters long.` }),
  );
} else {
  parse(source);
}
