import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import tseslint from 'typescript-eslint';
import {expect, test} from 'vitest';
import {docusaurusInternals, docusaurusReaches} from '../docusaurusReaches.mjs';

const repositoryRoot = path.resolve(__dirname, '../..');

/** The paths named in the "where" column of the README's table "Where the site reaches into Docusaurus". */
function tablePlaces(): string[] {
  const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  const section = readme.split('## Where the site reaches into Docusaurus')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !/^\| (what|---) /.test(line));
  expect(rows.length, 'the README has the table of reaches').toBeGreaterThan(0);
  return rows.flatMap((row) => [...row.split(' | ')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]));
}

/** The lint rule without its allow-list: what it would report in `place` if the place were not allowed. */
async function reachesIn(place: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: repositoryRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: {parser: tseslint.parser},
        rules: {'no-restricted-imports': ['error', {patterns: [{group: docusaurusInternals}]}]},
      },
    ],
  });
  const results = await eslint.lintFiles([path.join(repositoryRoot, place)]);
  return results.flatMap((result) =>
    result.messages.map((message) => `${path.relative(repositoryRoot, result.filePath)}: ${message.message}`),
  );
}

test.each(docusaurusReaches)(
  "%s, allowed to import Docusaurus's internals by the lint rule, exists, is in the README's table and imports them",
  async (place) => {
    expect(existsSync(path.join(repositoryRoot, place)), `${place} exists`).toBe(true);
    const named = tablePlaces().filter((where) =>
      place.endsWith('/') ? where.startsWith(place) : where === place,
    );
    expect(named, `the README's table of reaches names ${place} in its "where" column`).not.toEqual([]);
    expect(
      await reachesIn(place),
      `${place} imports Docusaurus's internals (else it needs no place here)`,
    ).not.toEqual([]);
  },
);
