import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext} from '@docusaurus/types';
import type {ApiOutline} from '../shared/outline';
import type {ApiMarkdown, ApiModel} from '../shared/types';
import {loadDocLinks, type DocPage} from './loadDocLinks';
import {toOutlines} from './outline/toOutlines';

/** One major's API reference: the plugin instance's content and its pages' outlines. */
export interface ApiReference {
  model: ApiModel;
  outlines: ApiOutline<ApiMarkdown>[];
}

/** The docs plugin's pages, every version's. */
export function docPagesOf(allContent: AllContent): (DocPage & {unlisted: boolean})[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  return (docs?.loadedVersions ?? []).flatMap((version) => version.docs);
}

const referencesByContent = new WeakMap<AllContent, Promise<ApiReference[]>>();

/**
 * Every instance's API reference, in plugin order (the current major first), each page's outline listing the
 * docs pages that link to it. The pages (this plugin), their Markdown twins and search each ask for them in
 * `allContentLoaded` or later; they are built once per loaded site, keyed by the `allContent` object that
 * Docusaurus hands every plugin (the dev server makes a new one on each reload).
 */
export function loadApiReferences(
  allContent: AllContent,
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
): Promise<ApiReference[]> {
  let references = referencesByContent.get(allContent);
  if (!references) {
    const docs = docPagesOf(allContent);
    const models = Object.values(allContent['typedoc-api'] ?? {}) as ApiModel[];
    references = Promise.all(
      models.map(async (model) => {
        const links = await loadDocLinks(context.siteDir, docs, model.indexPermalink, context.siteConfig);
        return {model, outlines: toOutlines(model, links)};
      }),
    );
    referencesByContent.set(allContent, references);
  }
  return references;
}
