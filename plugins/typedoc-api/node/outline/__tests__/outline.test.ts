import path from 'node:path';
import {beforeAll, expect, test} from 'vitest';
import type {ApiBlock, ApiCode, ApiOutline} from '../../../shared/outline';
import type {ApiMarkdown, ApiModel} from '../../../shared/types';
import {loadApiModel} from '../../loadApiModel';
import {DEFAULT_OPTIONS, type PluginOptions} from '../../options';
import {compareWithCompiler, createCompilerView} from '../../__tests__/compilerDeclarations';
import {codeText} from '../toCode';
import {toOutlines} from '../toOutlines';

// The tiny package of __fixtures__/mini; declared.d.ts and internal/ hold the cases of this file.
const siteDir = path.resolve(__dirname, '../../__fixtures__/mini');
const options: PluginOptions = {
  ...DEFAULT_OPTIONS,
  entryPoint: 'index.d.ts',
  sourceUrlTemplate: 'https://example.com/mini/blob/v{version}/{path}',
};

let model: ApiModel;
let outlines: ApiOutline<ApiMarkdown>[];
beforeAll(async () => {
  ({model} = await loadApiModel(siteDir, options));
  outlines = toOutlines(model);
});

const outline = (id: string) => {
  const found = outlines.find((o) => o.id === id);
  if (!found) throw new Error(`no outline ${id}; outlines: ${outlines.map((o) => o.id).join(', ')}`);
  return found;
};
const page = (id: string) => model.pages.find((p) => p.id === id)!;

/** Every code block of an outline, nested ones included, as text. */
function codeBlocks(blocks: readonly ApiBlock<ApiMarkdown>[]): string[] {
  return blocks.flatMap((block) =>
    block.type === 'code'
      ? [codeText(block.code)]
      : block.type === 'member' || block.type === 'overload'
        ? codeBlocks(block.blocks)
        : [],
  );
}
const allCode = (id: string) => outline(id).sections.flatMap((section) => codeBlocks(section.blocks));
const links = (code: ApiCode) => code.flatMap((t) => (typeof t === 'object' && 'href' in t ? [t.href] : []));

test('types print as declared: no defaulted type arguments, unions in written order', () => {
  expect(allCode('function/run')).toEqual(['function run(holder: Holder): Promise<Outcome | Holder>']);
});

test('optional properties keep the `| undefined` they are written with', () => {
  expect(allCode('interface/Holder')).toContain('value?: string | undefined');
  expect(allCode('interface/Holder')).toContain("names: 'b' | 'a'");
});

test('a type the package does not export gets a page of its own, marked and linked', () => {
  const maybe = outline('internal/Maybe');
  expect(maybe.permalink).toBe('/api/internal/Maybe');
  expect(maybe.notExported?.declaredIn).toBe('mini/internal/Maybe');
  expect(codeText(maybe.notExported!.instead!)).toBe('null | undefined | T');
  expect(page('internal/Maybe').category).toBe('Not exported');
  const [declaration] = outline('function/maybe').sections[0].blocks;
  expect(declaration.type === 'code' && links(declaration.code)).toEqual([
    '/api/internal/Maybe',
    '/api/internal/Maybe',
    '/api/interface/Holder',
  ]);
});

test('a notice says whether the module that declares the type exports it, which a deep import reaches', () => {
  expect(outline('internal/Maybe').notExported?.deepImport).toBe(true);
  expect(outline('internal/Options').notExported?.deepImport).toBe(false);
});

test('an unexported interface says which export names it', () => {
  const options = outline('internal/Options');
  expect(options.notExported?.advice).toMatch(/export/);
  expect(codeText(options.notExported!.instead!)).toBe('NonNullable<Parameters<typeof configure>[0]>');
  expect(options.importCode).toBeUndefined();
});

test('generic type aliases show their type parameters in the declaration', () => {
  expect(allCode('internal/Maybe')).toEqual(['type Maybe<T> = null | undefined | T']);
});

test('a type exported under another name is printed and linked under that name', () => {
  expect(allCode('function/where')).toEqual(['function where(): Trail']);
  expect(outline('interface/Trail').name).toBe('Trail');
});

test('every declaration prints as the TypeScript compiler prints it, and every member it sees has its place', () => {
  // exact.d.ts holds what TypeDoc's model loses: `[Symbol.toStringTag]`, a quoted key, a readonly index
  // signature, `Array<T>`, a predicate's defaulted type, a literal constant, a function type, a deprecation
  // and an `@internal` copied from the member a declaration overrides, a class exported as a type only.
  expect(compareWithCompiler(createCompilerView(path.join(siteDir, 'index.d.ts')), model, outlines)).toEqual(
    [],
  );
});

test('constructors are declared as the class declares them', () => {
  expect(allCode('class/Machine')).toContain('constructor(config: Holder)');
});

test('classes and interfaces open with their whole declaration, each member linked to its details', () => {
  const [declaration] = outline('class/Tag').sections;
  expect(declaration.title).toBe('Declaration');
  const [code] = declaration.blocks;
  expect(code.type === 'code' && codeText(code.code)).toBe(
    [
      'class Tag implements Printable {',
      '  readonly name: string;',
      '  constructor(name: string);',
      '  get [Symbol.toStringTag](): string;',
      '  toString(): string;',
      '}',
    ].join('\n'),
  );
  expect(code.type === 'code' && links(code.code)).toEqual([
    '/api/interface/Printable',
    '/api/class/Tag#name',
    '/api/class/Tag#toStringTag',
    '/api/class/Tag#toString',
  ]);
});

test('type parameters are titled once: by their section, whose table has no heading of its own', () => {
  const sections = outline('interface/ReadOnlyMap').sections;
  expect(sections.map((section) => section.title).slice(0, 2)).toEqual(['Declaration', 'Type parameters']);
  expect(sections[1].blocks).toMatchObject([{type: 'typeParameters', untitled: true}]);
});

test("members read in declaration order, the page's own before inherited ones", () => {
  expect(outline('interface/NormalSettings').memberIndex.map((entry) => entry.name)).toEqual([
    'loose',
    'hidden',
  ]);
  expect(outline('class/Tag').memberIndex.map((entry) => entry.name)).toEqual([
    'constructor',
    'name',
    '[Symbol.toStringTag]',
    'toString',
  ]);
});

test('a class exported as a type only shows its constructor, with its example, and what it implements', () => {
  const entry = page('class/Entry');
  const constructor = entry.members.find((member) => member.kind === 'constructor')!;
  expect(constructor.examples.map((example) => example.code)).toEqual(["new Entry('a');"]);
  expect(entry.members.find((member) => member.name === 'toString')?.implementationOf).toEqual({
    name: 'Printable.toString',
    href: '/api/interface/Printable#toString',
  });
  expect(outline('class/Entry').importCode).toBe("import type { Entry } from 'mini';");
});

test('members named like those of `Object.prototype` link to their own lines', () => {
  const members = page('class/Tag').members;
  const line = (name: string) => members.find((member) => member.name === name)?.sourceUrl?.split('#')[1];
  expect([line('constructor'), line('toString')]).toEqual(['L12', 'L20']);
});

test('enum members keep their declaration order', () => {
  expect(page('enum/Order').members.map((m) => m.name)).toEqual(['Zebra', 'Apple']);
});

test('a class exported as a type only is a class page, imported as a type', () => {
  expect(page('class/Field').kind).toBe('class');
  expect(outline('class/Field').importCode).toContain("import type { Field } from 'mini';");
});

test('pages list what extends, implements and uses them', () => {
  const [related] = outline('interface/Holder').sections.filter((s) => s.id === 'related');
  const [relations] = related.blocks;
  expect(relations.type === 'relations' && relations.groups).toEqual([
    {
      title: 'Used by',
      links: [
        {label: 'Machine', href: '/api/class/Machine'},
        {label: 'maybe', href: '/api/function/maybe'},
        {label: 'run', href: '/api/function/run'},
      ],
    },
  ]);
});

test('classes and interfaces open with an index of their members', () => {
  expect(outline('class/Machine').memberIndex).toEqual([
    {name: 'constructor', kindLabel: 'constructor', summary: '', anchor: 'constructor'},
    {name: 'start', kindLabel: 'method', summary: 'Starts.', anchor: 'start'},
  ]);
});

test("a code span in a member's comment names the page's member, not an export of the same name", () => {
  const [parseValue] = page('class/Scalar').members.filter((m) => m.name === 'parseValue');
  expect(parseValue.deprecated).toBe(
    'use [`coerceInputValue()`](/api/class/Scalar#coerceInputValue) instead, `parseValue()` will be removed',
  );
});

test('symbols and members link to their line of the original source', () => {
  expect(page('function/run').sourceUrl).toBe('https://example.com/mini/blob/v1.2.3/src/declared.ts#L20');
  const start = page('class/Machine').members.find((m) => m.name === 'start')!;
  expect(start.sourceUrl).toBe('https://example.com/mini/blob/v1.2.3/src/declared.ts#L41');
});
