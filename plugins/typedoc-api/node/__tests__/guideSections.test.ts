import path from 'node:path';
import {beforeAll, describe, expect, test} from 'vitest';
import {toDocOutline} from '../docsOutline/toDocOutline';
import {toGuideSections} from '../guideSections';

/** The sections of a guide's MDX, read from its docs outline as the build reads them. */
const guideSectionsOf = (mdx: string) => toGuideSections(toDocOutline(mdx).tree);
import {loadApiModel} from '../loadApiModel';
import {DEFAULT_OPTIONS} from '../options';
import {toOutlines} from '../outline/toOutlines';
import {toVersionProps} from '../versionMarks';
import type {ApiModel} from '../../shared/types';

// A guide as the site writes one: sections with headings, each ending with the list of symbols it explains.
const guide = `---
title: Upgrading
---

import CodeBlock from '@theme/CodeBlock';

## Breaking changes

### \`parse()\` takes options

<ChangeKinds>Breaking</ChangeKinds>

Text that mentions [\`keep\`](/api/function/keep) without listing it.

**Changed in 2:** [\`parse\`](/api/function/parse), [\`Document\`](/api/interface/Document).

### Removed: \`formatValue\`

| Old | New |
| --- | --- |
| [\`formatValue\`](/api/v1/function/formatValue) | [\`Schema.format\`](/api/class/Schema#format) |

**Removed in 2:** [\`formatValue\`](/api/v1/function/formatValue).

## Breaking changes

**Changed in 2:** [\`Schema\`](/api/class/Schema).
`;

describe('toGuideSections', () => {
  test('maps each listed symbol to the section whose list names it, and nothing else', () => {
    const {changed, removed} = guideSectionsOf(guide);
    expect(Object.fromEntries(changed)).toEqual({
      parse: 'parse-takes-options',
      Document: 'parse-takes-options',
      Schema: 'breaking-changes-1',
    });
    expect(Object.fromEntries(removed)).toEqual({formatValue: 'removed-formatvalue'});
  });

  test('a list may be a table right after its label: the links of its first column are the symbols', () => {
    const {changed} = guideSectionsOf(`## Enums

**Changed in 2:**

| Symbol | What changed |
| --- | --- |
| [\`Kind\`](/api/enum/Kind) | a constant; see [\`TypeKind\`](/api/enum/TypeKind) |
| [\`FieldNode\`](/api/interface/FieldNode), [\`NameNode\`](/api/interface/NameNode) | \`kind\` |

| Not a list | |
| --- | --- |
| [\`Other\`](/api/class/Other) | |
`);
    expect(Object.fromEntries(changed)).toEqual({Kind: 'enums', FieldNode: 'enums', NameNode: 'enums'});
  });

  test('a symbol no API page documents is named in code', () => {
    const {changed, removed} = guideSectionsOf(
      `## Old\n\n**Removed in 2:** \`formatValue\`, [\`parse\`](/api/v1/function/parse).\n\n**Changed in 2:** \`Schema\`.\n`,
    );
    expect(Object.fromEntries(removed)).toEqual({formatValue: 'old', parse: 'old'});
    expect(Object.fromEntries(changed)).toEqual({Schema: 'old'});
    expect(() => guideSectionsOf('## A\n\n**Changed in 2:** `Schema.format`.\n')).toThrow(
      '"Changed in 2:" in section #a names `Schema.format`, not a symbol',
    );
  });

  test('a symbol listed in two sections, or a list link that is no API page, is an error', () => {
    expect(() => guideSectionsOf(`${guide}\n**Changed in 2:** [\`parse\`](/api/function/parse).\n`)).toThrow(
      'parse is listed under "Changed in 2:" in both #parse-takes-options and #breaking-changes-1',
    );
    expect(() => guideSectionsOf(`## A\n\n**Removed in 2:** [the guide](/docs/guides/errors).\n`)).toThrow(
      '"Removed in 2:" in section #a links to /docs/guides/errors, not an API page',
    );
  });
});

describe('the marks of the API pages link to the section that explains the symbol', () => {
  const fixtures = path.resolve(__dirname, '../__fixtures__/compare');
  let older: ApiModel;
  let newer: ApiModel;
  beforeAll(async () => {
    const load = async (major: 'older' | 'newer') =>
      (
        await loadApiModel(fixtures, {
          ...DEFAULT_OPTIONS,
          entryPoint: `${major}/index.d.ts`,
          sourceUrlTemplate: 'https://example.com/{path}',
          routeBasePath: major === 'older' ? '/api/v1' : '/api',
        })
      ).model;
    [older, newer] = [await load('older'), await load('newer')];
  });

  function marksOf(current: ApiModel, other: ApiModel, name: string, guideText = guide) {
    const outlines = toOutlines(current);
    const props = toVersionProps(current, outlines, [{model: other, outlines: toOutlines(other)}], {
      path: '/docs/upgrading',
      replacements: {},
      sections: guideSectionsOf(guideText),
    });
    return props.forPage(outlines.find((outline) => outline.name === name)!).props.marks;
  }

  test('"Changed" links to the section that lists the symbol', () => {
    expect(marksOf(newer, older, 'parse')).toContainEqual(
      expect.objectContaining({status: 'changed', guideHref: '/docs/upgrading#parse-takes-options'}),
    );
  });

  test('a symbol the guide does not list links to the guide itself', () => {
    expect(marksOf(newer, older, 'parse', '## Nothing listed\n')).toContainEqual(
      expect.objectContaining({status: 'changed', guideHref: '/docs/upgrading'}),
    );
  });

  test('"Removed" links to the section that lists the removal', () => {
    expect(marksOf(older, newer, 'formatValue')).toContainEqual(
      expect.objectContaining({status: 'removed', guideHref: '/docs/upgrading#removed-formatvalue'}),
    );
  });
});
