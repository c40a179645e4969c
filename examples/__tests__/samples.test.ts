import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import sidebars from '../../sidebars';
import {allPages, isInstallCommand, shownCommands, siteDir} from './pages';
import {examplesDir, testsDir} from './recording/runs.mjs';

/**
 * Checks on the pages' sources that need no sample to run. Whether what a page shows was executed is
 * checked at the end of the run, by executed.check.ts.
 */

const pages = allPages();
const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
const pinned: Record<string, string> = {...manifest.dependencies, ...manifest.devDependencies};
/** The versions of each package the tests use: the pinned one, and those installed under an npm alias. */
const tested = new Map<string, string[]>();
for (const [name, version] of Object.entries(pinned)) {
  const [, aliased = name, aliasVersion = version] = /^npm:(@?[^@]+)@(.+)$/.exec(version) ?? [];
  tested.set(aliased, [...(tested.get(aliased) ?? []), aliasVersion]);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** The packages a module imports by name (`express`, `graphql-http/lib/use/express` → `graphql-http`). */
function importedPackages(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^'.][^']*)'/g)].map(
    (match) => match[1],
  );
  return specifiers
    .filter((specifier) => !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

/** `name@version` arguments of an install command. */
function installedPackages(command: string): {name: string; version?: string}[] {
  return command
    .split(/\s+/)
    .slice(2)
    .filter((argument) => !argument.startsWith('-'))
    .map((argument) => {
      const at = argument.lastIndexOf('@');
      return at > 0 ? {name: argument.slice(0, at), version: argument.slice(at + 1)} : {name: argument};
    });
}

describe('pages', () => {
  test('every page has a test file that executes what it shows', () => {
    const missing = pages.filter((page) => !existsSync(path.join(siteDir, page.testFile)));
    expect(missing.map((page) => `${page.source} needs ${page.testFile}`)).toEqual([]);
  });

  test('every ?raw import points to an existing file under examples/', () => {
    const broken = pages.flatMap((page) =>
      page.shownFiles
        .filter((file) => path.relative(examplesDir, file).startsWith('..') || !existsSync(file))
        .map((file) => `${page.source} -> ${path.relative(siteDir, file)}`),
    );
    expect(broken).toEqual([]);
  });

  test('every sample file is shown by a page or used by a test', () => {
    const shown = new Set(pages.flatMap((page) => page.shownFiles));
    const testSources = listFiles(testsDir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const orphans = listFiles(examplesDir)
      .filter((file) => !file.startsWith(testsDir))
      .filter((file) => !shown.has(file))
      .map((file) => path.relative(examplesDir, file).split(path.sep).join('/'))
      .filter((relative) => !testSources.includes(relative));
    expect(orphans).toEqual([]);
  });

  test('highlighted lines exist in the samples they mark', () => {
    const outOfRange = pages.flatMap((page) =>
      page.highlights
        .filter(({file}) => existsSync(file))
        .filter(({file, ranges}) => {
          const lineCount = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
          const lines = ranges.split(',').flatMap((range) => range.split('-').map(Number));
          return lines.some((line) => !(line >= 1 && line <= lineCount));
        })
        .map(({file, ranges}) => `${page.source}: {${ranges}} in ${path.relative(siteDir, file)}`),
    );
    expect(outOfRange).toEqual([]);
  });

  test('install commands name the packages, and the versions, that the samples are tested with', () => {
    const wrong = pages.flatMap((page) =>
      shownCommands(page)
        .filter((command) => /^npm (install|i) /.test(command.text))
        .flatMap((command) =>
          installedPackages(command.text)
            .filter(
              ({name, version}) =>
                !tested.has(name) || (version !== undefined && !tested.get(name)!.includes(version)),
            )
            .map(
              ({name, version}) =>
                `${page.source}:${command.line} installs ${name}@${version} (tested: ${tested.get(name)?.join(', ')})`,
            ),
        ),
    );
    expect(wrong).toEqual([]);
  });

  test("a page's install commands include every package its samples import", () => {
    const missing = pages.flatMap((page) => {
      const installs = shownCommands(page).filter((command) => isInstallCommand(command.text));
      if (installs.length === 0) return [];
      const installed = new Set(
        installs.flatMap((command) => installedPackages(command.text).map(({name}) => name)),
      );
      return page.shownFiles
        .filter((file) => /\.[cm]?js$/.test(file))
        .flatMap((file) => importedPackages(file).map((name) => ({file, name})))
        .filter(({name}) => !installed.has(name))
        .map(({file, name}) => `${page.source}: ${path.relative(siteDir, file)} imports ${name}`);
    });
    expect(missing).toEqual([]);
  });
});

type SidebarItem = string | {items: string[]};

/** A sidebar's pages in reading order, with the pages of its categories in place. */
function pagesOf(sidebar: readonly SidebarItem[]): string[] {
  return sidebar.flatMap((item) => (typeof item === 'string' ? [item] : item.items));
}

function frontMatter(id: string) {
  const text = readFileSync(path.join(siteDir, 'docs', `${id}.mdx`), 'utf8');
  const field = (name: string) => new RegExp(`^${name}: "(.*)"$`, 'm').exec(text.split('---')[1])?.[1];
  return {text, title: field('title'), label: field('sidebar_label')};
}

describe.each([
  ['tutorial', pagesOf(sidebars.tutorialSidebar)],
  ['guides', pagesOf(sidebars.guidesSidebar)],
])('the %s sidebar', (_name, order) => {
  test('labels are the page titles', () => {
    expect(order.map((id) => frontMatter(id).label ?? frontMatter(id).title)).toEqual(
      order.map((id) => frontMatter(id).title),
    );
  });

  test('it lists every page of its folder', () => {
    const folder = path.dirname(order[0]);
    const pagesInFolder = pages.filter((page) => page.id.startsWith(`${folder}/`)).map((page) => page.id);
    expect([...order].sort()).toEqual(pagesInFolder.sort());
  });

  test("each page's last section links to the next page", () => {
    const missing = order.slice(0, -1).flatMap((id, index) => {
      const lastSection = frontMatter(id).text.split(/^## /m).at(-1) ?? '';
      const next = path.basename(order[index + 1]);
      return lastSection.includes(`](./${next}.mdx)`) ? [] : [`${id} -> ${next}`];
    });
    expect(missing).toEqual([]);
  });
});

test('the express-graphql migration page comes after the main path of the tutorial', () => {
  expect(pagesOf(sidebars.tutorialSidebar).slice(-2)).toEqual([
    'tutorials/defer-stream',
    'tutorials/express-graphql',
  ]);
});
