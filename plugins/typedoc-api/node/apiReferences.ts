import type {AllContent, LoadContext} from '@docusaurus/types';
import type {ApiOutline} from '../shared/outline';
import type {ApiMarkdown, ApiModel} from '../shared/types';
import {loadDocsOutline} from './docsOutline/loadDocsOutline';
import {toDocLinks} from './toDocLinks';
import {toOutlines} from './outline/toOutlines';

/** One major's API reference: the plugin instance's content and its pages' outlines. */
export interface ApiReference {
  model: ApiModel;
  outlines: ApiOutline<ApiMarkdown>[];
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
    const models = Object.values(allContent['typedoc-api'] ?? {}) as ApiModel[];
    references = loadDocsOutline(allContent, context.siteDir).then((docs) =>
      models.map((model) => ({
        model,
        outlines: toOutlines(model, toDocLinks(docs, model.indexPermalink, context.siteConfig)),
      })),
    );
    referencesByContent.set(allContent, references);
  }
  return references;
}
