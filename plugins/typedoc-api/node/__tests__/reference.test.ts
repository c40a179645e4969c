import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import ts from 'typescript';
import {beforeAll, describe, expect, test} from 'vitest';
import type {ApiBlock, ApiOutline} from '../../shared/outline';
import type {ApiMarkdown, ApiModel} from '../../shared/types';
import {toDocOutline} from '../docsOutline/toDocOutline';
import {toGuideSections} from '../guideSections';
import {loadApiModel} from '../loadApiModel';
import type {PluginOptions} from '../options';
import {codeText, typeParametersCode} from '../outline/toCode';
import {toOutlines} from '../outline/toOutlines';
import {toApiIndexProps, toApiPageProps} from '../props';
import {toVersionProps, type PageVersionProps} from '../versionMarks';
import {
  compareWithCompiler,
  createCompilerView,
  normalise,
  unexplainedDifferences,
} from './compilerDeclarations';
import {intendedDifferences} from './intendedDifferences';
import {siteDir, siteOptions} from './siteOptions';

// Both majors of graphql as the site builds them, from the installed packages: their declarations held against
// the compiler's, their pages' route props, their version marks and their notices.

interface Major {
  id: 'default' | 'v16';
  /** The name readers import, and the package it is installed as here. */
  specifier: string;
  options: PluginOptions;
  model: ApiModel;
  outlines: ApiOutline<ApiMarkdown>[];
  versions: ReturnType<typeof toVersionProps>;
}

const majors = {} as Record<Major['id'], Major>;
beforeAll(async () => {
  const loaded = await Promise.all(
    (['default', 'v16'] as const).map(async (id) => {
      const options = siteOptions(id);
      const {model} = await loadApiModel(siteDir, options);
      return {id, options, model, outlines: toOutlines(model)};
    }),
  );
  const {upgradeGuide} = siteOptions();
  const guide = upgradeGuide && {
    path: upgradeGuide.path,
    replacements: JSON.parse(readFileSync(path.resolve(siteDir, upgradeGuide.replacementsFile), 'utf8')),
    sections: toGuideSections(
      toDocOutline(readFileSync(path.join(siteDir, 'docs/upgrade-guides/v16-to-v17.mdx'), 'utf8')).tree,
    ),
  };
  for (const major of loaded) {
    const others = loaded.filter((other) => other !== major);
    majors[major.id] = {
      ...major,
      specifier: major.id === 'v16' ? 'graphql-16' : 'graphql',
      versions: toVersionProps(major.model, major.outlines, others, guide),
    };
  }
});

const outlineOf = (major: Major, id: string) => major.outlines.find((outline) => outline.id === id)!;
const pagePropsOf = (major: Major, outline: ApiOutline<ApiMarkdown>) =>
  toApiPageProps(outline, major.versions.forPage(outline));
const marksOf = (major: Major, id: string): PageVersionProps => major.versions.forPage(outlineOf(major, id));

/** The member blocks of a major's exported pages that carry a label, each keyed `Page#anchor`. */
function labelledMembers(
  major: Major,
  label: string,
): {key: string; block: Extract<ApiBlock<ApiMarkdown>, {type: 'member'}>}[] {
  return major.outlines.flatMap((outline) =>
    outline.notExported
      ? []
      : outline.sections.flatMap((section) =>
          section.blocks.flatMap((block) =>
            block.type === 'member' && block.labels.includes(label)
              ? [{key: `${outline.name}#${block.anchor}`, block}]
              : [],
          ),
        ),
  );
}

describe.each([
  ['graphql 17', 'default'],
  ['graphql 16', 'v16'],
] as const)('%s', (_label, id) => {
  test('every declaration on every page prints as the TypeScript compiler prints it from the .d.ts', () => {
    const major = majors[id];
    const view = createCompilerView(path.resolve(siteDir, major.options.entryPoint));
    const found = compareWithCompiler(view, major.model, major.outlines);
    expect(found.length + major.outlines.length).toBeGreaterThan(400);
    expect(unexplainedDifferences(found, intendedDifferences[id])).toEqual({unexplained: [], gone: []});
  });

  test('no link or label of any page comes from `Object.prototype`', () => {
    const major = majors[id];
    const faults: string[] = [];
    const visit = (value: unknown, where: string, key?: string): void => {
      if (typeof value === 'function') faults.push(`${where}: ${key} is a function`);
      else if (typeof value === 'string') {
        if (value.includes('[native code]')) faults.push(`${where}: ${key} is ${value}`);
        if ((key === 'href' || key === 'sourceUrl' || key === 'label') && !value)
          faults.push(`${where}: empty ${key}`);
      } else if (Array.isArray(value)) {
        if (key === 'labels' && value.some((label) => typeof label !== 'string' || !label))
          faults.push(
            `${where}: a label is ${String(value.find((label) => typeof label !== 'string' || !label))}`,
          );
        value.forEach((item) => visit(item, where, key));
      } else if (value && typeof value === 'object')
        for (const [childKey, child] of Object.entries(value)) visit(child, where, childKey);
    };
    for (const outline of major.outlines) visit(pagePropsOf(major, outline), outline.id);
    visit(toApiIndexProps(major.model, major.versions.forIndex), 'index');
    expect(faults).toEqual([]);
  });

  test('every source link points to a source file of the package, none into a TypeScript library file', () => {
    const major = majors[id];
    const packageDir = path.dirname(path.resolve(siteDir, major.options.entryPoint));
    const urls = new Set<string>();
    JSON.stringify(major.outlines, (key, value) => {
      if (key === 'sourceUrl') urls.add(value);
      return value;
    });
    // `…/blob/v16.15.0/src/error/GraphQLError.ts#L1` is the source of the package's `error/GraphQLError.d.ts`.
    const files = [...urls].map((url) => /\/blob\/[^/]+\/src\/(.+)\.ts(?:#L\d+)?$/.exec(url)?.[1] ?? url);
    expect(files.length).toBeGreaterThan(50);
    expect([...new Set(files)].filter((file) => !existsSync(path.join(packageDir, `${file}.d.ts`)))).toEqual(
      [],
    );
  });

  test('every example title is plain text as Markdown reads it, and every example is one fenced block', () => {
    const examples: {title?: string; code: string}[] = [];
    JSON.stringify(majors[id].model, (key, value) => {
      if (key === 'examples') examples.push(...value);
      return value;
    });
    expect(examples.length).toBeGreaterThan(100);
    const faults = examples.filter(
      ({title, code}) =>
        /```|~~~/.test(code) ||
        (title !== undefined &&
          (/[`*]|```/.test(title) || title !== toString(fromMarkdown(title)).replace(/\s+/g, ' ').trim())),
    );
    expect(faults).toEqual([]);
  });

  test('a summary lists the items of a list that continues its first paragraph, each on its own', () => {
    const faults: string[] = [];
    let lists = 0;
    JSON.stringify(majors[id].model, function (this: {summary?: string}, key, value) {
      if (key !== 'description' || typeof value !== 'string' || typeof this.summary !== 'string')
        return value;
      const firstParagraph = fromMarkdown(value.split(/\n\s*\n/)[0]);
      for (const node of firstParagraph.children.filter((child) => child.type === 'list')) {
        lists++;
        for (const item of node.children) {
          const text = toString(item).replace(/\s+/g, ' ').trim();
          const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          if (!new RegExp(`(^|[\\s:,]) ?${escaped}([,.;]|$)`).test(this.summary))
            faults.push(`${this.summary} lacks "${text}"`);
        }
      }
      return value;
    });
    expect(lists).toBeGreaterThan(0);
    expect(faults).toEqual([]);
  });

  test('a member without a doc comment of its own shows no copied text, unless it says where the text is from', () => {
    const major = majors[id];
    const packageDir = path.dirname(path.resolve(siteDir, major.options.entryPoint));
    let copied = 0;
    const faults: string[] = [];
    for (const page of major.model.pages.filter((candidate) => candidate.kind === 'interface')) {
      const file = path.join(packageDir, page.sourcePath);
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const declaration = source.statements.find(
        (node): node is ts.InterfaceDeclaration =>
          ts.isInterfaceDeclaration(node) && node.name.text === page.name,
      );
      for (const member of declaration?.members ?? []) {
        const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
        const shown = page.members.find((candidate) => candidate.name === name && !candidate.inheritedFrom);
        if (!shown?.description || ts.getJSDocCommentsAndTags(member).length) continue;
        copied++;
        if (!/^From \[?`\w+`/.test(shown.description))
          faults.push(`${page.name}.${name}: ${shown.description}`);
      }
    }
    expect(copied).toBeGreaterThan(10);
    expect(faults).toEqual([]);
  });

  test('each "Not exported" notice says truly whether its module exports the type, and what it says to write instead names the same type with importable names only', () => {
    const major = majors[id];
    const exported = new Set(major.model.pages.filter((page) => !page.notExported).map((page) => page.name));
    const notices = major.outlines.flatMap((outline) =>
      outline.notExported ? [{outline, ...outline.notExported}] : [],
    );
    const snippets = notices.map(({outline, declaredIn, deepImport, advice, instead}) => {
      const page = major.model.pages.find((candidate) => candidate.id === outline.id)!;
      const module = declaredIn.replace(/^graphql(?=\/)/, major.specifier);
      const lines = [`import type { ${page.name} as Declared } from '${module}';`];
      if (instead) {
        // The type parameters the advice asks the reader to fill in, when it asks; else the declared type's own.
        const generic = /type parameters/.test(advice);
        const parameters = generic ? codeText(typeParametersCode(page.typeParameters)) : '';
        const args = page.typeParameters.map((parameter) => (generic ? parameter.name : 'any')).join(', ');
        const names = [...parameters.matchAll(/\w+/g), ...codeText(instead).matchAll(/\w+/g)]
          .map(([name]) => name)
          .filter((name) => exported.has(name));
        const declared = `Declared${args && `<${args}>`}`;
        const insteadType = `Instead${generic ? `<${page.typeParameters.map((p) => p.name).join(', ')}>` : ''}`;
        lines.push(
          ...(names.length
            ? [`import type { ${[...new Set(names)].join(', ')} } from '${major.specifier}';`]
            : []),
          `type Instead${parameters} = ${codeText(instead)};`,
          // The same type: each is assignable to the other (where the module lets the test name the original).
          ...(deepImport
            ? [
                `export function check${parameters}(a: ${insteadType}, b: ${declared}) {`,
                `  const declared: ${declared} = a;`,
                `  const instead: ${insteadType} = b;`,
                '  return [declared, instead];',
                '}',
              ]
            : [
                `export type Checked = Instead${generic ? `<${page.typeParameters.map(() => 'any').join(', ')}>` : ''};`,
              ]),
        );
      }
      return {id: outline.id, text: `${lines.join('\n')}\n`};
    });
    expect(snippets.length).toBeGreaterThan(20);
    const errors = typeErrorsOf(snippets);
    // A module that does not export the type refuses the deep import, and only that import.
    const refused = (notice: (typeof notices)[number]) => (error: string) =>
      error.startsWith(`${notice.outline.id}: `) &&
      / (not exported|has no exported member)/.test(error.split('\n')[0]);
    expect(notices.filter((notice) => !notice.deepImport).length).toBeGreaterThan(3);
    for (const notice of notices.filter((candidate) => !candidate.deepImport))
      expect(errors.filter(refused(notice)), notice.outline.id).toHaveLength(1);
    expect(
      errors.filter((error) => !notices.some((notice) => !notice.deepImport && refused(notice)(error))),
    ).toEqual([]);
  });
});

/** Type errors of snippets compiled against the installed packages, as `{id}: message`. */
function typeErrorsOf(snippets: {id: string; text: string}[]): string[] {
  const files = new Map(
    snippets.map((snippet, i) => [path.join(siteDir, `__snippet${i}__.ts`), snippet] as const),
  );
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.readFile = (file) => files.get(file)?.text ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) =>
    files.has(file)
      ? ts.createSourceFile(file, files.get(file)!.text, language)
      : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([...files.keys()], options, host);
  return [...files].flatMap(([file, snippet]) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => `${snippet.id}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}\n${snippet.text}`),
  );
}

describe('version marks', () => {
  test('a member graphql 17 still declares, tagged `@internal`, is not "Removed in 17"', () => {
    const {props, memberMarks} = marksOf(majors.v16, 'interface/GraphQLSchemaConfig');
    expect(outlineOf(majors.default, 'interface/GraphQLSchemaConfig').internalMembers).toContain(
      'assumeValid',
    );
    expect(memberMarks.get('assumeValid')).toBeUndefined();
    const members = props.marks.flatMap((mark) => mark.members ?? []);
    expect(members.filter((member) => member.name === 'assumeValid')).toEqual([]);
  });

  test('`Kind` is marked "Changed in 17", and every changed enum shows both of its declarations', () => {
    const [changed] = marksOf(majors.default, 'enum/Kind').props.marks.filter(
      (mark) => mark.status === 'changed',
    );
    expect(changed.declarations?.map((declaration) => declaration.code.split('\n')[0])).toEqual([
      'enum Kind {',
      'type Kind = (typeof Kind)[keyof typeof Kind]',
    ]);
    for (const major of Object.values(majors))
      for (const outline of major.outlines.filter((candidate) => candidate.kind === 'enum'))
        for (const mark of marksOf(major, outline.id).props.marks)
          for (const declaration of mark.declarations ?? [])
            expect(declaration.code, outline.id).not.toBe('');
  });

  test('every optional member that differs only in `| undefined` between the majors is listed, on both pages, under its own quieter mark', () => {
    // The members' declarations as the pages print them, layout and quotes aside (an independent reading).
    const optionalMembers = (major: Major) =>
      new Map(
        labelledMembers(major, 'optional').map(({key, block}) => [
          key,
          block.blocks
            .flatMap((b) => (b.type === 'code' ? [normalise(codeText(b.code))] : []))
            .join('\n')
            .replace(/'/g, '"'),
        ]),
      );
    const in16 = optionalMembers(majors.v16);
    const in17 = optionalMembers(majors.default);
    const withoutUndefined = (text: string) => text.replace(/\|undefined(?=[;,)}]|$)/g, '');
    const expected = [...in17]
      .filter(([key, text]) => {
        const old = in16.get(key);
        return old !== undefined && old !== text && withoutUndefined(old) === withoutUndefined(text);
      })
      .map(([key]) => key)
      .sort();
    expect(expected.length).toBeGreaterThan(100);
    for (const major of Object.values(majors)) {
      const listed = major.outlines.flatMap((outline) =>
        marksOf(major, outline.id)
          .props.marks.flatMap((mark) => mark.members ?? [])
          .filter((member) => member.status === 'optionalUndefined')
          .map((member) => `${outline.name}#${member.href.split('#')[1]}`),
      );
      expect(expected.filter((key) => !listed.includes(key))).toEqual([]);
      const quiet = major.outlines.filter((outline) =>
        marksOf(major, outline.id).props.marks.some((mark) => mark.status === 'optionalUndefined'),
      );
      expect(quiet.length).toBeGreaterThan(0);
    }
  });

  test('graphql 16 pages mark the members that 17 deprecates, and only those', () => {
    const deprecatedMembers = (major: Major) =>
      new Set(labelledMembers(major, 'deprecated').map(({key}) => key));
    const in16 = deprecatedMembers(majors.v16);
    const in17 = deprecatedMembers(majors.default);
    const marked = majors.v16.outlines.flatMap((outline) =>
      [...marksOf(majors.v16, outline.id).memberMarks]
        .filter(([, labels]) => labels.includes('Deprecated in 17'))
        .map(([anchor]) => `${outline.name}#${anchor}`),
    );
    const pagesOf16 = new Set(majors.v16.outlines.map((outline) => outline.name));
    const members16 = new Set(
      majors.v16.outlines.flatMap((outline) =>
        outline.sections.flatMap((section) =>
          section.blocks.flatMap((block) =>
            block.type === 'member' ? [`${outline.name}#${block.anchor}`] : [],
          ),
        ),
      ),
    );
    const expected = [...in17].filter(
      (member) => !in16.has(member) && members16.has(member) && pagesOf16.has(member.split('#')[0]),
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(marked.sort()).toEqual(expected.sort());
  });
});
