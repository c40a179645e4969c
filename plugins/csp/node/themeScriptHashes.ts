import {getHtmlMinifier} from '@docusaurus/bundler';
import themeClassic from '@docusaurus/theme-classic';
import type {HtmlTagObject, LoadContext} from '@docusaurus/types';
import {inlineScriptsOf, sha256Of} from './inlineScripts';

/**
 * The hashes of the inline scripts that theme-classic puts on every page (colour mode, announcement bar), and of
 * `otherScripts` (the site's own plugins' inline scripts), as the built pages carry them: the tags' code, through
 * the HTML minifier the build uses. The post-build check proves that every built page's inline scripts match.
 */
export async function themeScriptHashes(
  context: LoadContext,
  otherScripts: readonly string[] = [],
): Promise<string[]> {
  const theme = themeClassic(context, {customCss: []});
  const tags = theme.injectHtmlTags?.({content: undefined}) ?? {};
  const scripts = [tags.headTags, tags.preBodyTags, tags.postBodyTags]
    .flat()
    .filter((tag): tag is HtmlTagObject => typeof tag === 'object' && tag.tagName === 'script')
    .map((tag) => tag.innerHTML ?? '')
    .concat(otherScripts)
    .map((code) => `<script>${code}</script>`);
  const minifier = await getHtmlMinifier({
    type: context.siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
  });
  const {code} = await minifier.minify(
    `<!doctype html><html><head></head><body>${scripts.join('')}</body></html>`,
  );
  return inlineScriptsOf(code).map(sha256Of);
}
