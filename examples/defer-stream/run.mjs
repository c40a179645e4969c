import { readFile } from 'node:fs/promises';
import { experimentalExecuteIncrementally, parse, validate } from 'graphql';
import { rootValue, schema } from './schema.mjs';

const document = parse(await readFile(process.argv[2], 'utf8'));
const errors = validate(schema, document);

if (errors.length > 0) {
  console.log(JSON.stringify({ errors }));
  process.exitCode = 1;
} else {
  const result = await experimentalExecuteIncrementally({ schema, document, rootValue });
  if ('initialResult' in result) {
    console.log(JSON.stringify(result.initialResult));
    for await (const payload of result.subsequentResults) {
      console.log(JSON.stringify(payload));
    }
  } else {
    // Nothing was deferred or streamed (for example, `if: false`): one ordinary result.
    console.log(JSON.stringify(result));
  }
}
