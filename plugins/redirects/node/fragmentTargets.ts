import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {resolveFragment} from '../../typedoc-api';
import type {OldFragment} from './oldFragments';
import type {FragmentTargets} from './redirectPage';
import type {Redirect} from './redirects';

/**
 * The headings graphql-js's generated reference wrote over each kind of a module's or topic's exports (`## Functions`,
 * `### Types` in each category, `-1` on a repeated one): they name that page's own exports, never the overview's
 * category of the same name (`/api-v16/language/parsing#types` is parsing's ParseOptions, not the Types category).
 */
const KIND_HEADINGS: ReadonlySet<string> = new Set([
  'classes',
  'functions',
  'interfaces',
  'types',
  'type-aliases',
  'enums',
  'enumerations',
  'constants',
  'variables',
]);

/** Whether an old reference page's fragment is one of its kind headings (`functions`, `types-2`). */
export function isKindHeading(fragment: string): boolean {
  return KIND_HEADINGS.has(fragment.replace(/-\d+$/, ''));
}

/**
 * Where on the API overview an old module or topic page's fragment lands, given the page's `section` and the
 * overview's ids and symbols: the section's group of the heading's name (`#classes` of /api-v16/type/definitions →
 * `#types-classes`); the section itself for any other kind heading (`#functions`, `#types`) and for a heading that
 * names nothing of the overview (`#overview`, `#example-2`); undefined when the overview answers the fragment
 * itself, a symbol (`#parseoptions`, whose page it opens), a category (`#category-visiting`) or an id it has.
 */
export function toSectionLanding(
  section: string,
  fragment: string,
  ids: ReadonlySet<string>,
  symbols: readonly string[],
): string | undefined {
  const heading = fragment.replace(/-\d+$/, '');
  if (ids.has(`${section}-${heading}`)) return `${section}-${heading}`;
  if (isKindHeading(fragment)) return section;
  const named = resolveFragment(
    `#${fragment}`,
    symbols.map((name) => ({name})),
    (id) => ids.has(id),
  );
  return ids.has(fragment) || named ? undefined : section;
}

/**
 * The headings graphql-js's generated reference wrote on its module and topic pages (those redirected to a section
 * of an overview): the kind headings, and every heading read from any version of such a page (`overview`,
 * `example-2`, `arguments`, `parseoptions`), in the order read.
 */
export function toReferenceHeadings(
  redirects: readonly Redirect[],
  oldFragments: readonly OldFragment[],
): string[] {
  const sectioned = new Set(redirects.filter(({section}) => section).map(({from}) => from));
  const read = oldFragments.filter(({from}) => sectioned.has(from)).map(({fragment}) => fragment);
  return [...new Set([...KIND_HEADINGS, ...read])];
}

/** The ids of a built page (`/docs/guides/errors` → `docs/guides/errors.html`), or undefined without one. */
export function readPageIds(outDir: string, page: string): Set<string> | undefined {
  const file = [`${page}.html`, `${page}/index.html`]
    .map((candidate) => path.join(outDir, candidate))
    .find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  const html = readFileSync(file, 'utf8');
  return new Set(
    [...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map((m) => m[1] ?? m[2] ?? m[3]),
  );
}

/**
 * Each redirect's fragments that lead elsewhere than the same id on its target, from the reviewed targets
 * (`"<old path>#<fragment>": "<page>[#<id>]"`), hrefs with `baseUrl`; and a message for each old fragment that
 * would land on no element: a target page or id the build lacks, a section the target lacks, or an old docs
 * fragment with neither a reviewed target nor its own id on the redirect's target. `symbolsOf` names the symbols
 * an API overview lists (its pages' last segments).
 */
export function resolveFragmentTargets(
  redirects: readonly Redirect[],
  oldFragments: readonly OldFragment[],
  targets: Readonly<Record<string, string>>,
  idsOf: (page: string) => Set<string> | undefined,
  symbolsOf: (overview: string) => string[],
  baseUrl: string,
): {byFrom: Map<string, FragmentTargets>; problems: string[]} {
  const problems: string[] = [];
  const byFrom = new Map<string, FragmentTargets>();
  const toOf = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const base = baseUrl.replace(/\/$/, '');
  /** Records that the old address's fragment leads to `href`, a page of the site and an id on it. */
  const leadTo = (from: string, fragment: string, href: string) =>
    byFrom.set(from, {...byFrom.get(from), [fragment]: `${base}${href}`});
  const exists = (href: string) => {
    const [page, id] = href.split('#');
    const ids = idsOf(page);
    return ids !== undefined && (id === undefined || ids.has(id));
  };
  for (const [key, href] of Object.entries(targets)) {
    const [from, fragment] = key.split('#');
    if (!toOf.has(from)) problems.push(`fragment target "${key}": "${from}" is no old address`);
    else if (toOf.get(from)!.to === from)
      problems.push(
        `fragment target "${key}": "${from}" is still a page; keep the id as an anchor in its MDX`,
      );
    else if (!exists(href))
      problems.push(`fragment target "${key}" → "${href}": the build has no such element`);
    else leadTo(from, fragment, href);
  }
  for (const redirect of redirects)
    if (redirect.section && !exists(`${redirect.to}#${redirect.section}`))
      problems.push(`"${redirect.from}": the section "${redirect.section}" is no id of "${redirect.to}"`);
  // An old reference page's fragment that names nothing of the overview lands in the page's section. The
  // reference's headings do on every old module and topic page, those whose versions the derivation could not
  // read included: a page had its share of the headings read from the others. The headings hold every fragment
  // read from such a page, so they are the only list to walk.
  const headings = toReferenceHeadings(redirects, oldFragments);
  for (const {from, to, section} of redirects) {
    if (!section) continue;
    const ids = idsOf(to) ?? new Set<string>();
    const symbols = symbolsOf(to);
    for (const fragment of headings) {
      if (`${from}#${fragment}` in targets) continue;
      const id = toSectionLanding(section, fragment, ids, symbols);
      if (id === undefined) continue;
      leadTo(from, fragment, `${to}#${id}`);
    }
  }
  for (const {from, fragment, commit, file} of oldFragments) {
    const redirect = toOf.get(from);
    if (!redirect?.to.startsWith('/docs/') || `${from}#${fragment}` in targets) continue;
    if (!exists(`${redirect.to}#${fragment}`))
      problems.push(
        `"${from}#${fragment}" (graphql-js ${commit.slice(0, 9)}, ${file}) lands on no element of "${redirect.to}": ` +
          'give it a target in old-fragment-targets.json',
      );
  }
  return {byFrom, problems};
}
