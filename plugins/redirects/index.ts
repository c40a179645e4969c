import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import clientRedirectsPlugin from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {withoutBaseUrl, type ApiModel} from '../typedoc-api';
import {toApiRedirects} from './node/apiRedirects';
import {describeRedirect, findRedirectProblems, findRedirectsToRepoint} from './node/checkRedirects';
import {readPageIds, resolveFragmentTargets} from './node/fragmentTargets';
import {
  FRAGMENT_TARGETS_FILE,
  loadFragmentTargets,
  loadOldFragments,
  OLD_FRAGMENTS_FILE,
} from './node/oldFragments';
import {needsFragmentPage, toRedirectPage} from './node/redirectPage';
import {loadMapping, type Redirect} from './node/redirects';

export type {Redirect} from './node/redirects';
export {loadMapping} from './node/redirects';
export {loadFragmentTargets, loadOldFragments, type OldFragment} from './node/oldFragments';
export {isKindHeading, toReferenceHeadings} from './node/fragmentTargets';

/** Every address graphql-js.org has published and where it leads here, reviewed by hand. */
export const MAPPING_FILE = path.join(__dirname, 'graphql-js-org.json');

export interface Options {
  /** The mapping file; the site's by default. Build checks give their fixture sites their own. */
  mappingFile?: string;
  /** The fragments old pages had (scripts/deriveOldFragments.ts) and where they lead; the site's by default. */
  oldFragmentsFile?: string;
  fragmentTargetsFile?: string;
}

/** The typedoc-api instance whose model is the major at `/api`; the others document older majors. */
const LATEST_API = 'default';

/**
 * Old addresses keep working on any static host: `@docusaurus/plugin-client-redirects` writes a small page at
 * each one (a meta refresh and a script that carries the fragment over) for the mapping file's entries and for
 * the old API addresses derived from the typedoc-api models. The build fails, naming the entry, when a target
 * is not a page of the site, and warns about entries whose intended page has appeared.
 */
function redirectsPlugin(
  context: LoadContext,
  {
    mappingFile = MAPPING_FILE,
    oldFragmentsFile = OLD_FRAGMENTS_FILE,
    fragmentTargetsFile = FRAGMENT_TARGETS_FILE,
  }: Options,
): Plugin {
  const mappingName = path.relative(process.cwd(), mappingFile);
  const fragmentFiles = [oldFragmentsFile, fragmentTargetsFile]
    .map((file) => path.relative(process.cwd(), file))
    .join(', ');
  let redirects: Redirect[] = [];
  return {
    name: 'redirects',

    async allContentLoaded({allContent}) {
      const models = (allContent['typedoc-api'] ?? {}) as Record<string, ApiModel>;
      const latest = models[LATEST_API];
      if (!latest) throw new Error(`redirects needs the typedoc-api plugin (instance "${LATEST_API}")`);
      const older = Object.entries(models)
        .filter(([id]) => id !== LATEST_API)
        .map(([, model]) => model);
      redirects = [...loadMapping(mappingFile, mappingName), ...toApiRedirects(latest, older)];
    },

    async postBuild(props) {
      const pages = new Set(props.routesPaths.map((routePath) => withoutBaseUrl(routePath, props.baseUrl)));
      const problems = findRedirectProblems(redirects, pages);
      if (problems.length)
        throw new Error(
          `redirects: fix these entries (every old address must lead to a page of the site):\n${problems
            .map((problem) => `- ${problem}`)
            .join('\n')}`,
        );
      const {byFrom, problems: fragmentProblems} = resolveFragmentTargets(
        redirects,
        loadOldFragments(oldFragmentsFile),
        loadFragmentTargets(fragmentTargetsFile),
        (page) => (pages.has(page) ? readPageIds(props.outDir, page) : undefined),
        (overview) =>
          [...pages].flatMap((page) => {
            const match = /^\/(?:[a-z]+)\/([^/]+)$/.exec(page.slice(overview.length));
            return match ? [match[1]] : [];
          }),
        props.baseUrl,
      );
      if (fragmentProblems.length)
        throw new Error(
          `redirects: every fragment of an old address must land on an element (${fragmentFiles}):\n` +
            fragmentProblems.map((problem) => `- ${problem}`).join('\n'),
        );
      const repoint = findRedirectsToRepoint(redirects, pages);
      if (repoint.length)
        logger.warn(
          `redirects: the page these entries are meant to lead to now exists; lead them there:\n${repoint
            .map((redirect) => `- ${describeRedirect(redirect)}: "${redirect.intended}"`)
            .join('\n')}`,
        );
      // An entry whose target is its own address records a page that still exists: it needs no redirect page.
      // Those whose fragments lead elsewhere, or which open a section, get the same page with a fragment table;
      // plugin-client-redirects writes the others.
      const moved = redirects.filter(({from, to}) => from !== to);
      const fragmentsOf = (redirect: Redirect) => byFrom.get(redirect.from) ?? {};
      for (const redirect of moved.filter((entry) => needsFragmentPage(entry, fragmentsOf(entry)))) {
        const file = path.join(props.outDir, redirect.from, 'index.html');
        await mkdir(path.dirname(file), {recursive: true});
        const to = `${props.baseUrl.replace(/\/$/, '')}${redirect.to}`;
        await writeFile(file, toRedirectPage(to, redirect.section, fragmentsOf(redirect)));
      }
      const client = clientRedirectsPlugin(context, {
        id: 'default',
        fromExtensions: [],
        toExtensions: [],
        redirects: moved
          .filter((entry) => !needsFragmentPage(entry, fragmentsOf(entry)))
          .map(({from, to}) => ({from, to})),
      });
      await client?.postBuild?.({...props, content: undefined});
    },
  };
}

/** Docusaurus types a function plugin's options as `unknown`; it passes them as given, hence the cast. */
export default redirectsPlugin as unknown as PluginModule;
