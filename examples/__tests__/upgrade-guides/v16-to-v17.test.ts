import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as graphql16 from 'graphql-16';
import * as graphql17 from 'graphql';
import {expect, test} from 'vitest';
import {siteDir} from '../pages';

// The upgrade guide is a placeholder that shows no code yet; what the API pages' "Removed in 17" marks take from
// its folder, the replacements of removed exports, is checked against the two installed packages.
const guideDir = path.join(siteDir, 'docs/upgrade-guides');
const replacements: Record<string, string> = JSON.parse(
  readFileSync(path.join(guideDir, 'replacements.json'), 'utf8'),
);

test('the placeholder shows no code, so it has nothing unexecuted', () => {
  const page = readFileSync(path.join(guideDir, 'v16-to-v17.md'), 'utf8');
  expect(page).not.toMatch(/```|\?raw/);
});

test('each replaced name is an export of graphql 16 that graphql 17 no longer has', () => {
  for (const removed of Object.keys(replacements)) {
    expect(graphql16, removed).toHaveProperty(removed);
    expect(graphql17, removed).not.toHaveProperty(removed);
  }
});

test('each replacement is an export of graphql 17, or a method of one', () => {
  for (const [removed, replacement] of Object.entries(replacements)) {
    const [name, method] = replacement.split('#');
    const exported = (graphql17 as Record<string, unknown>)[name];
    expect(exported, `${removed} → ${replacement}`).toBeDefined();
    if (method)
      expect((exported as {prototype: object}).prototype, `${removed} → ${replacement}`).toHaveProperty(
        method,
      );
  }
});
