import { parse } from 'graphql';

// A request whose document holds tens of thousands of tokens.
const source = `{ ${'a '.repeat(20000)}}`;

// maxLexicalTokens stops the parser once it has read that many tokens.
try {
  parse(source, { maxLexicalTokens: 1000 });
} catch (error) {
  console.log(JSON.stringify({ refused: error.message }));
}
