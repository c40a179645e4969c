import {expect, test} from 'vitest';
import {readShownJson, runScript} from './harness';

// The home page shows the Getting Started script and its output (src/pages/_components/HomeQuickStart.tsx).

test("the home page's script prints the output shown under it", async () => {
  expect(JSON.parse(await runScript('index/hello.mjs'))).toEqual(
    await readShownJson('index/hello.output.json'),
  );
});
