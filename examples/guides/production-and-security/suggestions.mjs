import { readFile } from 'node:fs/promises';
import { parse, validate, specifiedRules } from 'graphql';
import { schema } from './schema.mjs';

const document = parse(
  await readFile(new URL('./typo.graphql', import.meta.url), 'utf8'),
);
const messages = (options) =>
  validate(schema, document, specifiedRules, options).map((error) => error.message);

console.log(
  JSON.stringify(
    {
      byDefault: messages(),
      withHideSuggestions: messages({ hideSuggestions: true }),
    },
    null,
    2,
  ),
);
