import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, test} from 'vitest';

// The site's theme code reaches into Docusaurus past its public API in two ways: hooks and components from
// `@docusaurus/theme-common/internal`, and theme-classic's CSS modules, imported by path so that ejected
// components keep theme-classic's look. Neither is covered by semver: after an upgrade, these fail naming the
// file that reaches, and what it reaches for, instead of a build that breaks or a page that loses its styles.

const siteDir = path.resolve(__dirname, '../../..');
const themeDirs = [
  path.join(siteDir, 'src'),
  ...readdirSync(path.join(siteDir, 'plugins')).map((plugin) =>
    path.join(siteDir, 'plugins', plugin, 'theme'),
  ),
].filter(existsSync);
const sources = themeDirs
  .flatMap((dir) => readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file)))
  .filter((file) => /\.tsx?$/.test(file) && !file.includes(`${path.sep}__tests__${path.sep}`))
  .map((file) => ({file: path.relative(siteDir, file), text: readFileSync(file, 'utf8')}));

const internalImports = sources.flatMap(({file, text}) =>
  [
    ...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@docusaurus\/theme-common\/internal'/g),
  ].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((name) => ({file, name})),
  ),
);

/** A module's text without its import declarations. */
const withoutImports = (text: string) => text.replace(/^import [^;]*;$/gm, '');

const cssImports = sources.flatMap(({file, text}) =>
  [...text.matchAll(/import (\w+) from '(@docusaurus\/theme-classic\/lib\/[^']+\.module\.css)'/g)].map(
    ([, binding, request]) => ({
      file,
      request,
      classNames: [
        ...new Set(
          [...withoutImports(text).matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((m) => m[1]),
        ),
      ],
    }),
  ),
);

/** What `@docusaurus/theme-common/internal` exports, read by the compiler from its declarations. */
function internalExports(): string[] {
  const file = path.join(siteDir, 'node_modules/@docusaurus/theme-common/lib/internal.d.ts');
  const program = ts.createProgram([file], {skipLibCheck: true, noEmit: true});
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  return checker.getExportsOfModule(module).map((symbol) => symbol.name);
}

describe('@docusaurus/theme-common/internal', () => {
  // Read once: a program over theme-common's declarations takes seconds to check.
  let exported: string[];
  beforeAll(() => {
    exported = internalExports();
  });

  test('the site imports from it (so the checks below are not vacuous)', () => {
    expect(internalImports.length).toBeGreaterThan(0);
  });

  test.each(internalImports)('$file imports $name, which the installed theme-common exports', ({name}) => {
    expect(exported, `${name} is no longer exported by @docusaurus/theme-common/internal`).toContain(name);
  });
});

describe("theme-classic's CSS modules", () => {
  test('the site imports some (so the checks below are not vacuous)', () => {
    expect(cssImports.length).toBeGreaterThan(0);
  });

  test.each(cssImports)('$file imports $request, with every class it uses', ({request, classNames}) => {
    const css = readFileSync(path.join(siteDir, 'node_modules', request), 'utf8');
    const missing = classNames.filter((name) => !new RegExp(`\\.${name}\\b`).test(css));
    expect(missing, `${request} has no such classes`).toEqual([]);
  });
});
