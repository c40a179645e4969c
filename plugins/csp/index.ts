import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {findUncoveredScripts} from './node/findUncoveredScripts';
import {toPageFile} from './node/pageFiles';
import {contentSecurityPolicy} from './node/policy';
import {themeScriptHashes} from './node/themeScriptHashes';

export {contentSecurityPolicy} from './node/policy';

export interface Options {
  /** The inline scripts the site's own plugins put on every page (their code, as the tag holds it). */
  inlineScripts?: string[];
}

/**
 * A strict Content-Security-Policy on every page, as a `<meta http-equiv>` tag (static hosts differ in how they
 * set headers). The build fails, naming the page, when a page carries an inline script the policy does not allow.
 */
function cspPlugin(context: LoadContext, {inlineScripts = []}: Options = {}): Plugin {
  // The dev server's hot reloading evaluates code, which a strict policy forbids: only builds get the policy.
  const isBuild = process.env.NODE_ENV === 'production';
  let hashes: string[] = [];
  return {
    name: 'csp',
    async loadContent() {
      if (isBuild) hashes = await themeScriptHashes(context, inlineScripts);
    },
    injectHtmlTags() {
      if (!isBuild) return {};
      return {
        headTags: [
          {
            tagName: 'meta',
            attributes: {'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(hashes)},
          },
        ],
      };
    },
    async postBuild({outDir, routesPaths, baseUrl, siteConfig}) {
      const pages = new Set(routesPaths.map((route) => toPageFile(route, baseUrl, siteConfig.trailingSlash)));
      const uncovered = await findUncoveredScripts(outDir, hashes, pages);
      if (uncovered.length)
        throw new Error(
          `csp: ${uncovered.length} pages break the Content-Security-Policy (an inline script it does not ` +
            `allow: hash it or move it to a file; or no policy):\n${uncovered.map((entry) => `- ${entry}`).join('\n')}`,
        );
    },
  };
}

/** Docusaurus types a function plugin's options as `unknown`; it passes them as given, hence the cast. */
export default cspPlugin as unknown as PluginModule;
