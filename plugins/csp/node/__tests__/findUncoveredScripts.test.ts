import {mkdtemp, mkdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {findUncoveredScripts} from '../findUncoveredScripts';
import {inlineScriptsOf, sha256Of} from '../inlineScripts';

async function site(pages: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'csp-'));
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await writeFile(path.join(dir, file), html);
  }
  return dir;
}

test('inline scripts are those a browser runs: no src, a JavaScript type', () => {
  const html =
    '<script src="/a.js"></script><script>one()</script><script type="module">two()</script>' +
    '<script type="application/ld+json">{"a":1}</script><script type=text/javascript>three()</script>';
  expect(inlineScriptsOf(html)).toEqual(['one()', 'two()', 'three()']);
});

const meta = '<meta http-equiv=Content-Security-Policy content="script-src \'self\'">';

test('a page with an inline script the policy does not hash is named, with the hash to add', async () => {
  const dir = await site({
    'index.html': `${meta}<script>allowed()</script>`,
    'docs/page.html': `${meta}<script>allowed()</script><script>stray()</script>`,
    'api.html': `${meta}<script type="application/ld+json">{}</script>`,
  });
  expect(await findUncoveredScripts(dir, [sha256Of('allowed()')])).toEqual([
    `docs/page.html: ${sha256Of('stray()')}`,
  ]);
  expect(await findUncoveredScripts(dir, [sha256Of('allowed()'), sha256Of('stray()')])).toEqual([]);
});

test('a page without the policy is named; a script before the policy is outside its reach', async () => {
  const dir = await site({
    'index.html': `<script>before()</script>${meta}<script>allowed()</script>`,
    'bare.html': '<script>allowed()</script>',
  });
  expect(await findUncoveredScripts(dir, [sha256Of('allowed()')])).toEqual([
    'bare.html: no Content-Security-Policy meta tag',
  ]);
});

test('hashes are the base64 SHA-256 of the exact code, as CSP defines them', () => {
  // The SHA-256 of the empty string, in base64.
  expect(sha256Of('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
});

test('with the rendered pages given, other HTML files (redirect pages) are not checked', async () => {
  const dir = await site({
    'docs/page.html': `${meta}<script>allowed()</script>`,
    'docs/old-page/index.html':
      '<meta http-equiv="refresh" content="0; url=/docs/page"><script>go()</script>',
  });
  expect(await findUncoveredScripts(dir, [sha256Of('allowed()')], new Set(['docs/page.html']))).toEqual([]);
  expect(await findUncoveredScripts(dir, [sha256Of('allowed()')])).toEqual([
    'docs/old-page/index.html: no Content-Security-Policy meta tag',
  ]);
});
