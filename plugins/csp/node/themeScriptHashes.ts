import {getHtmlMinifier} from '@docusaurus/bundler';
import themeClassic from '@docusaurus/theme-classic';
import type {HtmlTagObject, LoadContext} from '@docusaurus/types';
import {inlineScriptsOf, sha256Of} from './inlineScripts';

/**
 * The hashes of the inline scripts that theme-classic puts on every page (colour mode, announcement bar), as
 * the built pages carry them: the theme's own tags, through the HTML minifier the build uses. The post-build
 * check proves that every built page's inline scripts match.
 */
export async function themeScriptHashes(context: LoadContext): Promise<string[]> {
  const theme = themeClassic(context, {customCss: []});
  const tags = theme.injectHtmlTags?.({content: undefined}) ?? {};
  const scripts = [tags.headTags, tags.preBodyTags, tags.postBodyTags]
    .flat()
    .filter((tag): tag is HtmlTagObject => typeof tag === 'object' && tag.tagName === 'script')
    .map((tag) => `<script>${tag.innerHTML ?? ''}</script>`);
  const minifier = await getHtmlMinifier({
    type: context.siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
  });
  const {code} = await minifier.minify(
    `<!doctype html><html><head></head><body>${scripts.join('')}</body></html>`,
  );
  return inlineScriptsOf(code).map(sha256Of);
}
