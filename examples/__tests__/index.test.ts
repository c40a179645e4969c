import {expect, test} from 'vitest';
import {runScript} from './harness';

test('the getting-started script prints the hello result as JSON', async () => {
  expect(JSON.parse(await runScript('index/hello.mjs'))).toEqual({data: {hello: 'Hello world!'}});
});
