import path from 'node:path';
import {beforeAll, expect, test} from 'vitest';
import {loadApiModel} from '../loadApiModel';
import {DEFAULT_OPTIONS} from '../options';
import {toOutlines} from '../outline/toOutlines';
import {toVersionProps, type PageVersionProps} from '../versionMarks';
import type {ApiModel} from '../../shared/types';

// The two tiny majors of the comparison's fixtures, as two instances of the plugin would load them.
const fixtures = path.resolve(__dirname, '../__fixtures__/compare');
async function load(major: 'older' | 'newer', routeBasePath: string) {
  const {model} = await loadApiModel(fixtures, {
    ...DEFAULT_OPTIONS,
    entryPoint: `${major}/index.d.ts`,
    routeBasePath,
    sourceUrlTemplate: 'https://example.com/{path}',
  });
  return {
    model: {...model, packageVersion: major === 'older' ? '1.0.0' : '2.0.0'},
    outlines: toOutlines(model),
  };
}

let newer: {model: ApiModel; outlines: ReturnType<typeof toOutlines>};
let older: typeof newer;
const guide = {path: '/docs/upgrade', replacements: {}};
const marksOf = (of: typeof newer, other: typeof newer, name: string): PageVersionProps =>
  toVersionProps(of.model, of.outlines, [other], guide).forPage(
    of.outlines.find((outline) => outline.name === name)!,
  );

beforeAll(async () => {
  [older, newer] = await Promise.all([load('older', '/api/v1'), load('newer', '/api')]);
});

test('a class changed only in members lists them, each linked where it is, without declarations of its own', () => {
  const {props, memberMarks} = marksOf(newer, older, 'Schema');
  const [mark] = props.marks;
  expect(mark).toMatchObject({status: 'changed', label: 'Changed in 2', guideHref: '/docs/upgrade'});
  expect(mark.declarations).toBeUndefined();
  expect(mark.members).toEqual([
    {
      name: 'getType',
      label: 'Changed in 2',
      status: 'changed',
      href: '/api/class/Schema#getType',
      declarations: [
        {version: '1.0.0', code: expect.stringContaining('string | undefined')},
        {version: '2.0.0', code: expect.stringContaining('number | undefined')},
      ],
    },
    {name: 'format', label: 'New in 2', status: 'added', href: '/api/class/Schema#format'},
  ]);
  expect(memberMarks).toEqual(
    new Map([
      ['getType', ['Changed in 2']],
      ['format', ['New in 2']],
    ]),
  );
});

test('on the older major’s page, a member only the newer has links to the newer page and is not marked', () => {
  const {props, memberMarks} = marksOf(older, newer, 'Schema');
  expect(props.marks[0].members?.find((member) => member.name === 'format')?.href).toBe(
    '/api/class/Schema#format',
  );
  expect(memberMarks.get('getType')).toEqual(['Changed in 2']);
  expect(memberMarks.has('format')).toBe(false);
});

test('on the older major’s page, a member the newer deprecates is marked so; on the newer’s, it says so itself', () => {
  expect(marksOf(older, newer, 'Schema').memberMarks.get('describe')).toEqual(['Deprecated in 2']);
  expect(marksOf(newer, older, 'Schema').memberMarks.has('describe')).toBe(false);
});

test('a member the newer major still declares, tagged `@internal`, is not removed', () => {
  const {props, memberMarks} = marksOf(older, newer, 'Document');
  expect(memberMarks.has('assumeValid')).toBe(false);
  expect(props.marks[0].members?.map((member) => member.name)).toEqual(['loc']);
});

test('an enum that changes from a TypeScript enum to constants shows both declarations', () => {
  const [mark] = marksOf(newer, older, 'Direction').props.marks;
  expect(mark.declarations).toEqual([
    {version: '1.0.0', code: "enum Direction {\n  Up = 'UP',\n  Down = 'DOWN',\n}"},
    {version: '2.0.0', code: 'type Direction = (typeof Direction)[keyof typeof Direction]'},
  ]);
});

test('a changed signature shows both declarations', () => {
  const [mark] = marksOf(newer, older, 'parse').props.marks;
  expect(mark.declarations?.map((declaration) => declaration.version)).toEqual(['1.0.0', '2.0.0']);
  expect(mark.members).toBeUndefined();
});

test('the newer overview names what replaces an export it lacks, as the guide says; the older names none', () => {
  const replacing = {...guide, replacements: {formatValue: 'keep'}};
  expect(toVersionProps(newer.model, newer.outlines, [older], replacing).forIndex.replacements).toEqual({
    formatValue: {label: 'keep', href: '/api/function/keep'},
  });
  expect(toVersionProps(older.model, older.outlines, [newer], guide).forIndex.replacements).toBeUndefined();
});
