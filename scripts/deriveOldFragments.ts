/**
 * Writes plugins/redirects/old-fragments.json: every fragment an old page of graphql-js.org (and of the 2022 to
 * 2024 Docusaurus site) had, read from the headings of graphql/graphql-js's `website/` over its whole history,
 * each with the commit it was first seen in. Old addresses come from the reviewed mapping
 * (plugins/redirects/graphql-js-org.json); where each fragment leads is reviewed in old-fragment-targets.json.
 *
 *   npx tsx scripts/deriveOldFragments.ts <graphql-js git directory> [--snapshots <directory>]
 *
 * Commits are those of every ref (branches, tags and pull requests: some pages were published from pull requests
 * merged after a branch was cut), oldest first. `--snapshots` adds file versions of commits the clone lacks, as
 * `<directory>/<commit>/<path>` (the generated API pages of /api-v16/<module>/<topic> and /api-v17 came after
 * the clone this was first run on), read after the clone's.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {parseDocMdx} from '../plugins/typedoc-api/node/docsOutline/parseDocMdx';
import {loadMapping, MAPPING_FILE} from '../plugins/redirects';
import {
  FRAGMENT_TARGETS_FILE,
  loadFragmentTargets,
  OLD_FRAGMENTS_FILE,
  writeFragmentTargets,
  type OldFragment,
} from '../plugins/redirects/node/oldFragments';
import type {SearchRecord} from '../plugins/search/shared/types';
import {readDocsSections} from '../plugins/search/node/__tests__/readDocsSections';

/** The source files an old address was rendered from, in graphql-js's repository. */
function sourcesOf(from: string): string[] {
  if (from === '/docs/tutorials') return ['website/docs/tutorials/index.md'];
  if (from.startsWith('/docs/tutorials/'))
    return ['md', 'mdx'].map(
      (ext) => `website/docs/tutorials/${from.slice('/docs/tutorials/'.length)}.${ext}`,
    );
  const page = from === '/docs' ? '/docs/index' : from;
  return [`website/pages${page}.mdx`, `website/pages${page}.md`];
}

/** The ids of a page's explicit anchors (`<a id="…">` or `<a name="…">`), as MDX or as HTML in Markdown. */
function anchorIds(tree: Root): string[] {
  const ids: string[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a')
      for (const attribute of node.attributes)
        if (attribute.type === 'mdxJsxAttribute' && ['id', 'name'].includes(attribute.name))
          if (typeof attribute.value === 'string') ids.push(attribute.value);
    if (node.type === 'html')
      for (const match of node.value.matchAll(/<a\s[^>]*?\b(?:id|name)=["']([^"']+)["']/g))
        ids.push(match[1]);
  });
  return ids;
}

/**
 * Headings' ids as the page's renderer gave them (github-slugger over the text, or an explicit `{#id}`), each
 * with its section's text, which proposes where the fragment leads now; then the page's explicit anchors.
 */
function headingIds(text: string): {fragment: string; heading: string; text: string}[] {
  let tree: Root;
  try {
    tree = parseDocMdx(text);
  } catch {
    // The 2022 site's pages are Markdown, not always valid MDX.
    tree = unified().use(remarkParse).use(remarkFrontmatter).parse(text) as Root;
  }
  const slugger = createSlugger();
  const ids: {fragment: string; heading: string; text: string}[] = [];
  for (const node of tree.children) {
    if (node.type !== 'heading') {
      if (ids.length && node.type !== 'code') ids[ids.length - 1].text += ` ${toString(node)}`;
      continue;
    }
    if (node.depth === 1) continue;
    const raw = toString(node).trim();
    const explicit = /\s*\{#([^}]+)\}$/.exec(raw);
    const heading = explicit ? raw.slice(0, explicit.index) : raw;
    ids.push({fragment: explicit ? explicit[1] : slugger.slug(heading), heading, text: heading});
  }
  for (const id of anchorIds(tree)) ids.push({fragment: id, heading: `<a id="${id}">`, text: ''});
  return ids;
}

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', repo, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
}

/** One version of a file of graphql-js: its commit, and its text once read (undefined where it was deleted). */
interface FileVersion {
  commit: string;
  read: () => string | undefined;
}

/** Each file's versions in the clone, oldest first, from one walk over every ref. */
function gitVersions(repo: string): Map<string, FileVersion[]> {
  const versionsOf = new Map<string, FileVersion[]>();
  let commit = '';
  for (const line of git(repo, ['log', '--all', '--reverse', '--name-only', '--format=@%H', '--', 'website'])
    .split('\n')
    .filter(Boolean)) {
    if (line.startsWith('@')) {
      commit = line.slice(1);
      continue;
    }
    const sha = commit;
    const read = () => {
      try {
        return git(repo, ['show', `${sha}:${line}`]);
      } catch {
        return undefined; // The commit deleted the file.
      }
    };
    versionsOf.set(line, [...(versionsOf.get(line) ?? []), {commit: sha, read}]);
  }
  return versionsOf;
}

/** The versions `--snapshots` adds: `<directory>/<commit>/<path>`, commits in name order. */
function snapshotVersions(directory: string): Map<string, FileVersion[]> {
  const versionsOf = new Map<string, FileVersion[]>();
  for (const commit of readdirSync(directory).sort()) {
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`--snapshots: "${commit}" is no commit`);
    const root = path.join(directory, commit);
    for (const entry of readdirSync(root, {recursive: true, encoding: 'utf8'}).sort()) {
      const file = path.join(root, entry);
      if (!existsSync(file) || !/\.mdx?$/.test(entry)) continue;
      const key = entry.split(path.sep).join('/');
      versionsOf.set(key, [...(versionsOf.get(key) ?? []), {commit, read: () => readFileSync(file, 'utf8')}]);
    }
  }
  return versionsOf;
}

/** The fragments of every old address, each first seen in the oldest version that had it. */
function readOldFragments(versionSources: Map<string, FileVersion[]>[]): (OldFragment & {text: string})[] {
  const froms = [...new Set(loadMapping(MAPPING_FILE).map((redirect) => redirect.from))].sort();
  const fragments: (OldFragment & {text: string})[] = [];
  for (const from of froms) {
    const seen = new Set<string>();
    for (const file of sourcesOf(from))
      for (const {commit: sha, read} of versionSources.flatMap((versionsOf) => versionsOf.get(file) ?? [])) {
        const text = read();
        if (text === undefined) continue;
        for (const section of headingIds(text)) {
          if (seen.has(section.fragment)) continue;
          seen.add(section.fragment);
          fragments.push({from, ...section, commit: sha, file});
        }
      }
  }
  return fragments;
}

const stopWords = new Set(
  'the and for with you your are how what when use using from into that this its can'.split(' '),
);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !stopWords.has(word));

/**
 * The section of `candidates` whose words are closest to an old section's (its heading's counting thrice): a
 * proposal, which old-fragment-targets.json keeps once reviewed. A page's start when nothing is close.
 */
function proposeTarget(old: {heading: string; text: string}, candidates: SearchRecord[]): string {
  const documentFrequency = new Map<string, number>();
  for (const record of candidates)
    for (const word of new Set(wordsOf(`${record.heading ?? ''} ${record.text}`)))
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const idf = (word: string) =>
    Math.log(1 + candidates.length / (documentFrequency.get(word) ?? candidates.length));
  const weigh = (heading: string, text: string) => {
    const weights = new Map<string, number>();
    for (const word of wordsOf(text)) weights.set(word, (weights.get(word) ?? 0) + idf(word));
    for (const word of wordsOf(heading)) weights.set(word, (weights.get(word) ?? 0) + 3 * idf(word));
    return weights;
  };
  const cosine = (a: Map<string, number>, b: Map<string, number>) => {
    let dot = 0;
    for (const [word, weight] of a) dot += weight * (b.get(word) ?? 0);
    const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((sum, w) => sum + w * w, 0));
    return dot / (norm(a) * norm(b) || 1);
  };
  const target = weigh(old.heading, old.text);
  const scored = candidates
    .filter((record) => record.heading)
    .map((record) => ({path: record.path, score: cosine(target, weigh(record.heading!, record.text))}))
    .sort((a, b) => b.score - a.score);
  return scored[0] && scored[0].score > 0.1 ? scored[0].path : candidates[0].path;
}

/**
 * The pages an old page's fragments may lead to, beside its redirect's target: graphql-js.org's going-to-production
 * page was a production checklist before it became the bundler guide it is here.
 */
const alsoAnsweredBy: Record<string, string[]> = {
  '/docs/going-to-production': ['/docs/guides/production-and-security'],
};

async function main(): Promise<void> {
  const [repo, option, snapshots] = process.argv.slice(2);
  if (!repo || (option !== undefined && (option !== '--snapshots' || !snapshots)))
    throw new Error(
      'usage: npx tsx scripts/deriveOldFragments.ts <graphql-js git directory> [--snapshots <directory>]',
    );
  const fragments = readOldFragments([
    gitVersions(repo),
    ...(snapshots ? [snapshotVersions(snapshots)] : []),
  ]);
  writeFileSync(
    path.resolve(OLD_FRAGMENTS_FILE),
    `${JSON.stringify(
      {
        about:
          "Every fragment of an old address: the headings of graphql/graphql-js's website/ over its history, " +
          'with the commit each first appeared in. Written by scripts/deriveOldFragments.ts; do not edit.',
        fragments: fragments.map(({from, fragment, heading, commit, file}) => ({
          from,
          fragment,
          heading,
          commit,
          file,
        })),
      },
      null,
      2,
    )}\n`,
  );
  // Where each fragment of an old docs page leads: proposed here for new ones, reviewed by hand in the file.
  const targets = loadFragmentTargets();
  const sections = await readDocsSections(process.cwd());
  const toOf = new Map(loadMapping(MAPPING_FILE).map((redirect) => [redirect.from, redirect.to]));
  let proposed = 0;
  for (const fragment of fragments) {
    const to = toOf.get(fragment.from)!;
    const key = `${fragment.from}#${fragment.fragment}`;
    // A page still at its old address keeps its old ids as anchors in its MDX: it takes no targets.
    if (!to.startsWith('/docs/') || to === fragment.from || key in targets) continue;
    const pages = [to, ...(alsoAnsweredBy[fragment.from] ?? [])];
    const candidates = sections.filter((record) => pages.includes(record.path.replace(/#.*/, '')));
    targets[key] = proposeTarget(fragment, candidates);
    proposed += 1;
  }
  writeFragmentTargets(targets);
  console.log(
    `${fragments.length} fragments of ${new Set(fragments.map((f) => f.from)).size} addresses; ` +
      `${proposed} new targets proposed in ${path.relative(process.cwd(), FRAGMENT_TARGETS_FILE)}: review them`,
  );
}

main();
