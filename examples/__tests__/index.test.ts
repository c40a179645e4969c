import {expect, test} from 'vitest';
import {readShownJson, runScript, runScriptWithEdit} from './harness';

test('the getting-started script prints the result the page shows', async () => {
  const printed = await runScript('index/hello.mjs');
  expect(JSON.parse(printed)).toEqual(await readShownJson('index/hello.output.json'));
});

test('asking for a field the schema lacks prints the validation error the page shows', async () => {
  const printed = await runScriptWithEdit('index/hello.mjs', "'{ hello }'", "'{ nope }'");
  expect(JSON.parse(printed)).toEqual(await readShownJson('index/nope.output.json'));
});
