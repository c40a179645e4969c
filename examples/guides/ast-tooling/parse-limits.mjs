import { readFileSync } from 'node:fs';
import { parse } from 'graphql';

const text = readFileSync(new URL('./book-page.graphql', import.meta.url), 'utf8');

// Each limit stops the parser as soon as it is exceeded, before it builds the rest.
const limits = [{ maxLexicalTokens: 20 }, { maxComments: 0 }, { maxSourceLength: 100 }];

const errors = {};
for (const options of limits) {
  try {
    parse(text, options);
  } catch (error) {
    errors[Object.keys(options)[0]] = error.message;
  }
}
console.log(JSON.stringify(errors, null, 2));
