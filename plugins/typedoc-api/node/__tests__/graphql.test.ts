import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {beforeAll, expect, test} from 'vitest';
import {loadApiModel} from '../loadApiModel';
import {expectOnePagePerExport, siteDir, siteOptions} from './siteOptions';
import type {UnresolvedLink} from '../model/toApiModel';
import type {ApiModel} from '../../shared/types';

// The real package, with the options the site uses: the inventory comes from graphql itself.
const require = createRequire(__filename);

let model: ApiModel;
let unresolvedLinks: UnresolvedLink[];
beforeAll(async () => {
  ({model, unresolvedLinks} = await loadApiModel(siteDir, siteOptions()));
});

test('every export of the installed graphql has exactly one page, and every page an export', () => {
  expectOnePagePerExport(model, Object.keys(require('graphql')), siteOptions().entryPoint);
});

test('pages per kind', () => {
  const counts: Record<string, number> = {};
  for (const page of model.pages) counts[page.kind] = (counts[page.kind] ?? 0) + 1;
  expect(counts).toMatchInlineSnapshot(`
    {
      "class": 24,
      "enum": 8,
      "function": 185,
      "interface": 190,
      "type": 80,
      "variable": 35,
    }
  `);
});

test('the route inventory', async () => {
  const permalinks = model.pages.map((page) => page.permalink).sort();
  await expect(`${permalinks.join('\n')}\n`).toMatchFileSnapshot('__snapshots__/graphql-routes.txt');
});

test('the specification’s classes and enums have their pages', () => {
  const permalinks = new Set(model.pages.map((page) => page.permalink));
  const classes = [
    'GraphQLDirective',
    'GraphQLEnumType',
    'GraphQLError',
    'GraphQLInputObjectType',
    'GraphQLInterfaceType',
    'GraphQLList',
    'GraphQLNonNull',
    'GraphQLObjectType',
    'GraphQLScalarType',
    'GraphQLSchema',
    'GraphQLUnionType',
    'Lexer',
    'Location',
    'Source',
    'Token',
    'TypeInfo',
    'ValidationContext',
  ];
  const enums = [
    'BreakingChangeType',
    'DangerousChangeType',
    'DirectiveLocation',
    'Kind',
    'OperationTypeNode',
    'TokenKind',
    'TypeKind',
    'SafeChangeType',
  ];
  for (const name of classes) expect(permalinks, name).toContain(`/api/class/${name}`);
  for (const name of enums) expect(permalinks, name).toContain(`/api/enum/${name}`);
  for (const name of ['defaultFieldResolver', 'defaultTypeResolver', 'parse', 'KnownDirectivesRule']) {
    expect(permalinks, name).toContain(`/api/function/${name}`);
  }
  for (const name of ['GraphQLString', 'specifiedRules'])
    expect(permalinks).toContain(`/api/variable/${name}`);
});

test('enums list every member with its value', () => {
  const kind = model.pages.find((page) => page.id === 'enum/Kind')!;
  expect(kind.members.length).toBeGreaterThan(40);
  expect(kind.members.find((member) => member.name === 'DOCUMENT')?.value).toBe('"Document"');
  const tokenKind = model.pages.find((page) => page.id === 'enum/TokenKind')!;
  expect(tokenKind.members.find((member) => member.name === 'BANG')?.value).toBe('"!"');
});

test('every page has a category, every export a summary, and every page a source link at the tag', () => {
  const source = new RegExp(
    `^https://github\\.com/graphql/graphql-js/blob/v${model.packageVersion.replace(/\./g, '\\.')}/src/[\\w/]+\\.ts(#L\\d+)?$`,
  );
  for (const page of model.pages) {
    expect(page.category, page.id).not.toBe('Other');
    if (!page.notExported) expect(page.summary, page.id).not.toBe('');
    expect(page.sourceUrl, page.id).toMatch(source);
  }
  // A namespace of constants (`export * as Kind`) is a whole file; every other page links to its line.
  const withoutLine = model.pages.filter((page) => !page.sourceUrl!.includes('#L')).map((page) => page.id);
  expect(withoutLine).toEqual(['enum/Kind']);
  expect(unresolvedLinks).toEqual([]);
});

test('every member of graphql links to its line, except what TypeScript itself declares', () => {
  const withoutLine = model.pages.flatMap((page) =>
    page.members
      // Members inherited from built-ins (`Error.message`) have no page (no href) and no source in the package.
      .filter((member) => member.inheritedFrom?.href !== undefined || !member.inheritedFrom)
      .filter((member) => !member.sourceUrl?.includes('#L'))
      .map((member) => `${page.id}.${member.name}`),
  );
  expect(withoutLine).toEqual([]);
});

test("each member's line is where the original source writes that member", () => {
  const packageDir = path.dirname(path.resolve(siteDir, siteOptions().entryPoint));
  const sourceLines = (repositoryPath: string): string[] => {
    const map = path.join(packageDir, repositoryPath.replace(/^src\//, '').replace(/\.ts$/, '.js.map'));
    return JSON.parse(readFileSync(map, 'utf8')).sourcesContent[0].split('\n');
  };
  const misplaced = model.pages.flatMap((page) =>
    page.members.flatMap((member) => {
      const [, file, line] = /\/blob\/[^/]+\/(.+)#L(\d+)$/.exec(member.sourceUrl ?? '') ?? [];
      if (!file) return [];
      // Signatures are written `[key: string]: …` and `(…): …`; everything else under its own name.
      // A map: `constructor` and `toString` are members' names too.
      const written =
        new Map([
          ['[index]', '['],
          ['(call)', '('],
        ]).get(member.name) ?? member.name.replace(/^\[(.+)\]$/, '$1');
      const text = sourceLines(file)[Number(line) - 1];
      return text.includes(written)
        ? []
        : [`${page.id}.${member.name}: ${file}#L${line} is "${text.trim()}"`];
    }),
  );
  expect(misplaced).toEqual([]);
});

test('every type reference to graphql has a page to open', () => {
  const dead: string[] = [];
  const visit = (value: unknown, pageId: string): void => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, pageId));
    else if (value && typeof value === 'object') {
      const node = value as {
        kind?: string;
        name?: string;
        href?: string;
        typeParameter?: boolean;
        package?: string;
      };
      if (node.kind === 'reference' && !node.typeParameter && !node.package && !node.href)
        dead.push(`${pageId}: ${node.name}`);
      Object.values(value).forEach((child) => visit(child, pageId));
    }
  };
  for (const page of model.pages)
    visit(
      [page.type, page.signatures, page.members, page.extends, page.implements, page.typeParameters],
      page.id,
    );
  expect([...new Set(dead)]).toEqual([]);
});

test('every @example is kept', () => {
  const withExamples = model.pages.filter(
    (page) => page.examples.length > 0 || page.members.some((member) => member.examples.length > 0),
  );
  expect(withExamples.length).toBeGreaterThanOrEqual(192);
});
