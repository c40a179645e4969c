import {describe, expect, it} from 'vitest';
import type {ApiOutline} from '../../../shared/outline';
import {toSinceMarks, withSinceLabels} from '../sinceMarks';
import type {SinceTable} from '../sinceTable';

const table: SinceTable = {
  package: 'pkg',
  releases: ['1.0.0', '1.1.0', '2.0.0'],
  symbols: {
    Old: {
      added: '1.0.0',
      members: {kept: {added: '1.0.0'}, fresh: {added: '2.0.0'}, 'static make': {added: '1.1.0'}},
    },
    New: {added: '1.1.0', deprecated: '2.0.0'},
    Colour: {added: '1.0.0', members: {RED: {added: '1.0.0', deprecated: '1.1.0'}}},
  },
};

/** An outline with one section of `blocks`. */
const outline = (name: string, blocks: ApiOutline['sections'][number]['blocks'] = []) =>
  ({name, sections: [{id: 'members', title: 'Members', blocks}]}) as unknown as ApiOutline;

describe('toSinceMarks', () => {
  const marks = toSinceMarks(table, '2.0.0', 'since.json');

  it('dates an export after the first release, and its deprecation', () => {
    expect(marks.forPage(outline('Old'))).toBeUndefined();
    expect(marks.forPage(outline('New'))).toEqual({added: '1.1.0', deprecated: '2.0.0'});
    expect(marks.addedOf('New')).toBe('1.1.0');
    expect(marks.addedOf('Old')).toBeUndefined();
    expect(marks.forPage({...outline('New'), notExported: {}} as unknown as ApiOutline)).toBeUndefined();
  });

  it('labels members and enum members by anchor, static ones as the pages anchor them', () => {
    const page = outline('Old', [
      {type: 'member', anchor: 'kept', name: 'kept', labels: [], blocks: []},
      {type: 'member', anchor: 'fresh', name: 'fresh', labels: ['New in 2'], blocks: []},
      {type: 'member', anchor: 'static-make', name: 'make', labels: [], blocks: []},
    ]);
    expect(withSinceLabels(page, marks.memberLabels(page)).sections[0].blocks).toEqual([
      {type: 'member', anchor: 'kept', name: 'kept', labels: [], blocks: []},
      {type: 'member', anchor: 'fresh', name: 'fresh', labels: ['New in 2', 'Added in 2.0.0'], blocks: []},
      {type: 'member', anchor: 'static-make', name: 'make', labels: ['Added in 1.1.0'], blocks: []},
    ]);
    const colour = outline('Colour', [{type: 'enumMembers', rows: [{name: 'RED', anchor: 'RED'}]}]);
    expect(withSinceLabels(colour, marks.memberLabels(colour)).sections[0].blocks).toEqual([
      {type: 'enumMembers', rows: [{name: 'RED', anchor: 'RED', labels: ['Deprecated in 1.1.0']}]},
    ]);
  });

  it('fails, naming the file, on a release the table does not cover', () => {
    expect(() => toSinceMarks(table, '3.0.0', 'since.json')).toThrow(
      'since.json does not cover pkg 3.0.0: run npm run since-table',
    );
  });
});
