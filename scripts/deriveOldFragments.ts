/**
 * Writes plugins/redirects/old-fragments.json: every fragment an old page of graphql-js.org (and of the 2022 to
 * 2024 Docusaurus site) had, read from the headings of graphql/graphql-js's `website/` over its whole history,
 * each with the commit it was first seen in. Old addresses come from the reviewed mapping
 * (plugins/redirects/graphql-js-org.json); where each fragment leads is reviewed in old-fragment-targets.json.
 *
 *   npx tsx scripts/deriveOldFragments.ts <graphql-js git directory>
 *
 * Commits are those of every ref (branches, tags and pull requests: some pages were published from pull requests
 * merged after a branch was cut), oldest first.
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
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

/**
 * Headings' ids as the page's renderer gave them (github-slugger over the text, or an explicit `{#id}`), each
 * with its section's text, which proposes where the fragment leads now.
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
  return ids;
}

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', repo, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
}

/** The fragments of every old address, each first seen in the oldest commit that had it. */
function readOldFragments(repo: string): (OldFragment & {text: string})[] {
  // Each file's commits, oldest first, from one walk over every ref.
  const commitsOf = new Map<string, string[]>();
  let commit = '';
  for (const line of git(repo, ['log', '--all', '--reverse', '--name-only', '--format=@%H', '--', 'website'])
    .split('\n')
    .filter(Boolean)) {
    if (line.startsWith('@')) commit = line.slice(1);
    else commitsOf.set(line, [...(commitsOf.get(line) ?? []), commit]);
  }
  const froms = [...new Set(loadMapping(MAPPING_FILE).map((redirect) => redirect.from))].sort();
  const fragments: (OldFragment & {text: string})[] = [];
  for (const from of froms) {
    const seen = new Set<string>();
    for (const file of sourcesOf(from))
      for (const sha of commitsOf.get(file) ?? []) {
        let text: string;
        try {
          text = git(repo, ['show', `${sha}:${file}`]);
        } catch {
          continue; // The commit deleted the file.
        }
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
  const repo = process.argv[2];
  if (!repo) throw new Error('usage: npx tsx scripts/deriveOldFragments.ts <graphql-js git directory>');
  const fragments = readOldFragments(repo);
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
    if (!to.startsWith('/docs/') || key in targets) continue;
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
