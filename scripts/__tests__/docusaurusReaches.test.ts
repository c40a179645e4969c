import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {docusaurusReaches} from '../docusaurusReaches.mjs';

const repositoryRoot = path.resolve(__dirname, '../..');

/** The paths named in the "where" column of the README's table "Where the site reaches into Docusaurus". */
function tablePlaces(): string[] {
  const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  const section = readme.split('## Where the site reaches into Docusaurus')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !/^\| (what|---) /.test(line));
  expect(rows.length, 'the README has the table of reaches').toBeGreaterThan(0);
  return rows.flatMap((row) => [...row.split(' | ')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]));
}

test.each(docusaurusReaches)(
  "%s, allowed to import Docusaurus's internals by the lint rule, exists and is in the README's table",
  (place) => {
    expect(existsSync(path.join(repositoryRoot, place)), `${place} exists`).toBe(true);
    const named = tablePlaces().filter((where) =>
      place.endsWith('/') ? where.startsWith(place) : where === place,
    );
    expect(named, `the README's table of reaches names ${place} in its "where" column`).not.toEqual([]);
  },
);
