import path from 'node:path';
import {beforeAll, describe, expect, test} from 'vitest';
import {loadApiModel} from '../../loadApiModel';
import type {PluginOptions} from '../../options';
import type {ApiKind, ApiModel, ApiPage} from '../../../shared/types';
import type {UnresolvedLink} from '../toApiModel';
import {toApiModel} from '../toApiModel';

// One TypeDoc run over a tiny package whose files each show one behaviour (see __fixtures__/mini).
const siteDir = path.resolve(__dirname, '../../__fixtures__/mini');
const options: PluginOptions = {
  id: 'default',
  entryPoint: 'index.d.ts',
  routeBasePath: '/api',
  apiPageComponent: '@theme/ApiPage',
  apiIndexComponent: '@theme/ApiIndex',
  apiRootComponent: '@theme/ApiRoot',
  sourceUrlTemplate: 'https://example.com/mini/blob/v{version}/{path}',
  categoryOrder: ['Enums'],
  defaultCategory: 'Other',
};

let model: ApiModel;
let unresolvedLinks: UnresolvedLink[];
beforeAll(async () => {
  ({model, unresolvedLinks} = await loadApiModel(siteDir, options));
});

function findPage(kind: ApiKind, name: string): ApiPage {
  const page = model.pages.find((p) => p.kind === kind && p.name === name);
  if (!page)
    throw new Error(`no ${kind} page for ${name}; pages: ${model.pages.map((p) => p.id).join(', ')}`);
  return page;
}

test('every export gets exactly one page, sorted by kind then name', () => {
  expect(model.pages.map((p) => p.id)).toEqual([
    'class/Base',
    'class/Categorised',
    'class/Derived',
    'class/Entry',
    'class/Field',
    'class/Machine',
    'class/NewThing',
    'class/Scalar',
    'class/Tag',
    'enum/Color',
    'enum/Direction',
    'enum/Kind',
    'enum/Order',
    'function/coerceInputValue',
    'function/configure',
    'function/defaultResolver',
    'function/documented',
    'function/first',
    'function/identity',
    'function/isOutcome',
    'function/linked',
    'function/listTags',
    'function/maybe',
    'function/oldApi',
    'function/pick',
    'function/run',
    'function/second',
    'function/tagged',
    'function/where',
    'function/wrap',
    'interface/Box',
    'interface/Channels',
    'interface/Holder',
    'interface/Named',
    'interface/NormalSettings',
    'internal/Options',
    'interface/Outcome',
    'interface/Printable',
    'interface/ReadOnlyMap',
    'interface/Renamed',
    'interface/Settings',
    'interface/Trail',
    'type/Handler',
    'internal/Maybe',
    'type/Resolver',
    'variable/LIMIT',
    'variable/LIMIT_NAME',
  ]);
  expect(model.packageName).toBe('mini');
  expect(model.packageVersion).toBe('1.2.3');
});

test('unexported types of one name in several files get no page, and references to them are plain text', () => {
  const [config] = findPage('function', 'first').signatures[0].parameters;
  expect(config.type).toEqual({kind: 'reference', name: 'Config'});
  expect(model.pages.filter((page) => page.name === 'Config')).toEqual([]);
});

describe('overloads', () => {
  test('an overloaded function gets one page listing every signature', () => {
    const page = findPage('function', 'pick');
    expect(page.permalink).toBe('/api/function/pick');
    expect(page.signatures).toHaveLength(2);
    expect(page.signatures.map((s) => s.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}`))).toEqual([
      ['value'],
      ['value', 'key?'],
    ]);
  });

  test('each overload keeps its own description, parameter docs, returns and throws', () => {
    const [first, second] = findPage('function', 'pick').signatures;
    expect(findPage('function', 'pick').description).toBe('Picks a value.');
    expect(first.description).toBeUndefined();
    expect(first.parameters[0].description).toBe('The value to pick from.');
    expect(first.returns.description).toBe('The picked value.');
    expect(second.description).toBe('Picks a boxed value.');
    expect(second.throws).toEqual(['TypeError when the box is empty.']);
  });

  test('each overload keeps its own examples', () => {
    const page = findPage('function', 'pick');
    expect(page.signatures.map((s) => s.examples?.map((e) => e.code))).toEqual([
      ["pick('a');"],
      ["pick(box, 'key');"],
    ]);
    expect(page.examples).toEqual([]);
  });
});

describe('generics', () => {
  test('type parameters carry constraints, defaults and descriptions', () => {
    expect(findPage('function', 'identity').signatures[0].typeParameters).toEqual([
      {
        name: 'T',
        constraint: {kind: 'keyword', name: 'object'},
        description: "The argument's type.",
      },
    ]);
    expect(findPage('interface', 'Box').typeParameters).toEqual([
      {name: 'T', default: {kind: 'keyword', name: 'unknown'}},
    ]);
  });

  test('references to API symbols link to their page; type parameters do not', () => {
    expect(findPage('function', 'wrap').signatures[0].returns.type).toEqual({
      kind: 'union',
      types: [
        {
          kind: 'reference',
          name: 'Box',
          href: '/api/interface/Box',
          typeArguments: [{kind: 'reference', name: 'T', typeParameter: true}],
        },
        {kind: 'keyword', name: 'undefined'},
      ],
    });
  });
});

describe('enum pattern', () => {
  test('a const object with a same-named union type becomes an enum with every member and value', () => {
    const page = findPage('enum', 'Color');
    expect(page.members.map((m) => [m.name, m.value, m.summary])).toEqual([
      ['RED', "'red'", 'Red.'],
      ['GREEN', "'green'", ''],
    ]);
    expect(page.summary).toBe('The colours.');
    expect(page.type?.kind).toBe('indexedAccess');
  });

  test('a TypeScript enum is an enum too', () => {
    expect(findPage('enum', 'Direction').members.map((m) => [m.name, m.value, m.summary])).toEqual([
      ['Up', "'UP'", ''],
      ['Down', "'DOWN'", 'Downwards.'],
    ]);
  });

  test('a namespace re-export of constants becomes an enum, with the export statement’s comment', () => {
    const page = findPage('enum', 'Kind');
    expect(page.members.map((m) => `${m.name}=${m.value}`)).toEqual(["NAME='Name'", "DOCUMENT='Document'"]);
    expect(page.members.find((m) => m.name === 'NAME')?.summary).toBe('The name kind.');
    expect(page.summary).toBe('The namespace of all kinds.');
  });
});

describe('function-typed constants', () => {
  test('become function pages whose signature substitutes the alias’s type arguments', () => {
    const page = findPage('function', 'defaultResolver');
    expect(page.permalink).toBe('/api/function/defaultResolver');
    const [signature] = page.signatures;
    expect(signature.parameters.map((p) => [p.name, p.type])).toEqual([
      ['source', {kind: 'keyword', name: 'unknown'}],
      ['name', {kind: 'keyword', name: 'string'}],
    ]);
    expect(signature.returns.type).toEqual({kind: 'keyword', name: 'unknown'});
    expect(page.type).toMatchObject({kind: 'reference', name: 'Resolver', href: '/api/type/Resolver'});
  });

  test('other constants are variables; one declared with its value has that value and no type', () => {
    const limit = findPage('variable', 'LIMIT');
    expect(limit.value).toBe('10');
    expect(limit.type).toBeUndefined();
  });
});

describe('categories', () => {
  test('the file-level @category above the imports applies to the file’s symbols', () => {
    expect(findPage('class', 'Categorised').category).toBe('File Level');
    expect(findPage('function', 'pick').category).toBe('Picking');
  });

  test('a symbol’s own @category wins over its file’s', () => {
    expect(findPage('function', 'tagged').category).toBe('Own Tag');
  });

  test('categories listed in categoryOrder come first, the rest alphabetically, unexported types last', () => {
    expect(model.categories.map((c) => c.name)).toEqual([
      'Enums',
      'Constants',
      'Deprecation',
      'Exact',
      'Examples',
      'File Level',
      'Generics',
      'Inheritance',
      'Links',
      'Other',
      'Own Tag',
      'Picking',
      // The types the package references but does not export come last.
      'Not exported',
    ]);
    expect(model.index.map((e) => e.name).slice(0, 6)).toEqual([
      'Color',
      'Direction',
      'Kind',
      'defaultResolver',
      'LIMIT',
      'Resolver',
    ]);
  });
});

describe('members', () => {
  test('inherited members are marked and link to where they come from', () => {
    const derived = findPage('class', 'Derived');
    expect(derived.extends).toEqual([{kind: 'reference', name: 'Base', href: '/api/class/Base'}]);
    const describe = derived.members.find((m) => m.name === 'describe');
    expect(describe?.inheritedFrom).toEqual({name: 'Base.describe', href: '/api/class/Base#describe'});
    expect(derived.members.find((m) => m.name === 'extra')?.inheritedFrom).toBeUndefined();
  });

  test('members inherited through a utility type name their real owner', () => {
    expect(findPage('interface', 'Renamed').members).toMatchObject([
      {name: 'name', inheritedFrom: {name: 'Named.name', href: '/api/interface/Named#name'}},
    ]);
  });

  test('implemented members link to the interface member', () => {
    const base = findPage('class', 'Base');
    expect(base.implements).toEqual([{kind: 'reference', name: 'Named', href: '/api/interface/Named'}]);
    expect(base.members.find((m) => m.name === 'name')?.implementationOf).toEqual({
      name: 'Named.name',
      href: '/api/interface/Named#name',
    });
  });

  test('members keep their declaration order; statics get their own anchor; a constructor no one declares is none', () => {
    expect(findPage('class', 'Base').members.map((m) => `${m.kind}:${m.anchor}`)).toEqual([
      'property:name',
      'method:describe',
      'method:static-create',
      'accessor:size',
    ]);
  });
});

describe('comments', () => {
  test('@deprecated becomes the deprecated text, on pages and members', () => {
    expect(findPage('function', 'oldApi').deprecated).toBe('Use [`NewThing`](/api/class/NewThing) instead.');
    expect(findPage('class', 'NewThing').members[0]).toMatchObject({name: 'legacy', deprecated: ''});
    expect(model.index.find((e) => e.name === 'oldApi')?.deprecated).toBe(true);
  });

  test('@example tags keep their code, language and title; @see entries are kept', () => {
    const page = findPage('function', 'documented');
    expect(page.examples).toEqual([
      {code: 'documented(1); // => 2', language: 'ts'},
      {code: '{ hero }', language: 'graphql', title: 'Plain title'},
    ]);
    expect(page.see).toEqual(['https://example.com/docs']);
    expect(page.summary).toBe('Has examples.');
    expect(page.description).toBe('Has examples.\n\nA second paragraph with **bold** text.');
  });

  test('{@link}s resolve to site paths; unresolved ones are reported and left as text', () => {
    const page = findPage('function', 'linked');
    expect(page.description).toBe(
      'Takes a [Box](/api/interface/Box), see [pick](/api/function/pick) and Nowhere; mentions [`wrap()`](/api/function/wrap) as code.',
    );
    expect(page.signatures[0].parameters[0].description).toBe('A [Box](/api/interface/Box).');
    expect(unresolvedLinks).toEqual([{pageId: 'function/linked', text: 'Nowhere'}]);
  });
});

test('imports name the sub-path entry point that also exports the symbol', () => {
  expect(findPage('function', 'pick').import).toEqual({module: 'mini', subpath: 'mini/sub', typeOnly: false});
  expect(findPage('interface', 'Box').import).toEqual({module: 'mini', subpath: 'mini/sub', typeOnly: true});
  expect(findPage('class', 'Base').import).toEqual({module: 'mini', typeOnly: false});
});

test('source URLs come from the source maps the package ships, and only from them', () => {
  expect(findPage('function', 'run')).toMatchObject({
    sourcePath: 'declared.d.ts',
    sourceUrl: 'https://example.com/mini/blob/v1.2.3/src/declared.ts#L20',
  });
  expect(findPage('function', 'pick').sourceUrl).toBeUndefined();
});

describe('a symbol that cannot be converted fails the build, naming the symbol', () => {
  /** The model of a package whose only exports are `children` (TypeDoc JSON). */
  function modelOf(children: unknown[]) {
    const project = {
      id: 0,
      name: 'broken',
      variant: 'project',
      kind: 1,
      flags: {},
      schemaVersion: '2.0',
      symbolIdMap: {},
      files: {entries: {}, reflections: {}},
      children,
    } as unknown as Parameters<typeof toApiModel>[0]['project'];
    return toApiModel({
      project,
      exportsByFile: {},
      typeOnlyExports: [],
      declaredNames: {},
      package: {name: 'broken', version: '0.0.0', subpaths: []},
      fileCategories: {},
      sources: {},
      options,
    });
  }

  test('a function without a source file', () => {
    expect(() =>
      modelOf([{id: 1, name: 'parse', variant: 'declaration', kind: 64, flags: {}, signatures: []}]),
    ).toThrow('Converting "parse" failed: it has no source file.');
  });

  test('a namespace of functions (`export * as helpers`), where only enums of constants are supported', () => {
    const help = {id: 2, name: 'help', variant: 'declaration', kind: 64, flags: {}, signatures: []};
    expect(() =>
      modelOf([{id: 1, name: 'helpers', variant: 'declaration', kind: 4, flags: {}, children: [help]}]),
    ).toThrow('Converting "helpers" failed: namespaces are only supported as enums of constants.');
  });
});
