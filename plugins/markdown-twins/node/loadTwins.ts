import {readFileSync} from 'node:fs';
import path from 'node:path';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PhrasingContent} from 'mdast';
import type {ApiModel, ApiReference, OutlinedDoc} from '../../typedoc-api';
import {toApiIndexMarkdown, toApiMarkdown} from './toApiMarkdown';
import {toHomeMarkdown} from './toHomeMarkdown';
import {toDescription, toLlmsFullTxt, toLlmsTxt, type LlmsSection} from './toLlmsTxt';
import {toTutorialMarkdown, type SidebarGroupPage} from './toTutorialMarkdown';
import {withoutBaseUrl} from '../../typedoc-api';
import {toPagePath, toSiteUrl, toTwinPath, type SiteAddress} from '../shared/twinPaths';

/** One page's twin. */
export interface Twin {
  /** Site path of the page, without the base URL (`/api/function/parse`). */
  pagePath: string;
  title: string;
  description: string;
  markdown: string;
}

export interface TwinsInput {
  siteDir: string;
  site: SiteAddress & {title: string; tagline: string};
  summary: string;
  /** The docs plugin's content (`allContent['docusaurus-plugin-content-docs'].default`). */
  docs?: DocsContent;
  /** Each API plugin instance's reference (typedoc-api's `loadApiReferences`): the current major first. */
  apis?: ApiReference[];
  /** The docs outline (typedoc-api's `loadDocsOutline`): every docs page's MDX and syntax tree. */
  outlines: readonly OutlinedDoc[];
}

/** Doc ids in sidebar order (categories depth-first), then docs in no sidebar. */
function docsInReadingOrder(version: DocsContent['loadedVersions'][number]) {
  const order: string[] = [];
  const walk = (items: unknown[]) =>
    items.forEach((item) => {
      const entry = item as {
        type: string;
        id?: string;
        items?: unknown[];
        link?: {type: string; id?: string};
      };
      if (entry.type === 'doc' && entry.id) order.push(entry.id);
      if (entry.link?.type === 'doc' && entry.link.id) order.push(entry.link.id);
      if (entry.items) walk(entry.items);
    });
  Object.values(version.sidebars).forEach(walk);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return version.docs
    .filter((doc) => !doc.draft)
    .sort((a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink));
}

/** The file a `?raw` import reads: `@site/` is the site directory; `./x` is relative to the MDX file. */
function rawImportPath(specifier: string, siteDir: string, mdxFile: string): string {
  const file = specifier.replace(/\?.*$/, '');
  if (file.startsWith('@site/')) return path.join(siteDir, file.slice('@site/'.length));
  if (file.startsWith('.')) return path.resolve(path.dirname(mdxFile), file);
  throw new Error(`${mdxFile}: cannot read the raw import "${specifier}"`);
}

/**
 * Every twin and both llms files, by their path in the build output (`api/function/parse.md`).
 * Reads the tutorials' raw-imported samples; the tutorials come from the docs outline, everything else from the
 * plugins' content.
 */
export function loadTwins(input: TwinsInput): Map<string, string> {
  const {site, siteDir} = input;
  const siteUrlOf = (sitePath: string) => toSiteUrl(site, sitePath);
  const twinUrlOf = (pagePath: string) => siteUrlOf(toTwinPath(pagePath));

  const versions = input.docs?.loadedVersions ?? [];
  const docs = versions.flatMap(docsInReadingOrder);
  /** The pages of a group of a doc's sidebar, as `<GuideGroup>` lists them on the page. */
  const sidebarGroupPages = (doc: (typeof docs)[number], label: string): SidebarGroupPage[] => {
    const version = versions.find((candidate) => candidate.docs.includes(doc))!;
    const items = (doc.sidebar ? version.sidebars[doc.sidebar] : undefined) ?? [];
    const group = items.find((item) => item.type === 'category' && item.label === label);
    if (group?.type !== 'category') throw new Error(`${doc.source}: its sidebar has no group "${label}"`);
    return group.items.flatMap((item) => {
      const page = item.type === 'doc' && version.docs.find((candidate) => candidate.id === item.id);
      if (!page) return [];
      // As the sidebar and the page's cards show the page: its sidebar label, and Docusaurus's description.
      const label = (item.type === 'doc' && item.label) || page.frontMatter.sidebar_label || page.title;
      return [{label, file: aliasedSitePathToRelativePath(page.source), description: page.description}];
    });
  };
  const docPathsByFile = new Map(
    // A docs permalink may end in `/` (an index doc); the built page, like the sitemap, has none.
    docs.map((doc) => [
      aliasedSitePathToRelativePath(doc.source),
      withoutBaseUrl(toPagePath(doc.permalink, site.baseUrl), site.baseUrl),
    ]),
  );
  const outlinesBySource = new Map(input.outlines.map((outline) => [outline.page.source, outline]));
  const tutorials: (Twin & {listed: boolean})[] = docs.map((doc) => {
    const file = aliasedSitePathToRelativePath(doc.source);
    const absoluteFile = path.join(siteDir, file);
    const outline = outlinesBySource.get(doc.source);
    if (!outline) throw new Error(`markdown-twins: the docs outline has no ${file}`);
    const markdown = toTutorialMarkdown(
      {outline, file, title: doc.title},
      {
        siteUrlOf,
        docPathsByFile,
        readRawImport: (specifier) => readFileSync(rawImportPath(specifier, siteDir, absoluteFile), 'utf8'),
        sidebarGroup: (label) => sidebarGroupPages(doc, label),
      },
    );
    // Docusaurus's own description is the first line of text, often cut mid-sentence.
    const description =
      typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : toDescription(markdown);
    return {
      pagePath: docPathsByFile.get(file)!,
      title: doc.title,
      description,
      markdown,
      listed: !doc.unlisted,
    };
  });

  const [api, ...olderApis] = input.apis ?? [];
  const apiTwins: Twin[] = (input.apis ?? []).flatMap(({model, outlines}) => [
    {
      pagePath: model.indexPermalink,
      title:
        model === api?.model
          ? 'API reference'
          : `API reference, ${model.packageName} ${model.packageVersion}`,
      description: '',
      markdown: toApiIndexMarkdown(model, siteUrlOf),
    },
    ...outlines.map((outline) => ({
      pagePath: outline.permalink,
      title: outline.name,
      description: outline.summary,
      markdown: toApiMarkdown(outline, siteUrlOf),
    })),
  ]);

  const listedTutorials = tutorials.filter((t) => t.listed);
  const entryOf = (page: ApiModel['pages'][number]) => ({
    title: page.name,
    url: twinUrlOf(page.permalink),
    description: page.summary || `${page.kind} ${page.name}`,
  });
  // The current version by category; each older major in one section of its own, after it.
  const pagesById = new Map(api?.model.pages.map((page) => [page.id, page]));
  const apiSections: LlmsSection[] = [
    ...(api?.model.categories ?? []).map((category) => ({
      title: `API: ${category.name}`,
      entries: category.pageIds.map((id) => entryOf(pagesById.get(id)!)),
    })),
    ...olderApis.map(({model}) => ({
      title: `API of ${model.packageName} ${model.packageVersion}`,
      entries: [
        {
          title: `API reference, ${model.packageName} ${model.packageVersion}`,
          url: twinUrlOf(model.indexPermalink),
          description: `Every export of ${model.packageName} ${model.packageVersion}, by category.`,
        },
        ...model.index.map((entry) => entryOf(model.pages.find((page) => page.permalink === entry.href)!)),
      ],
    })),
  ];
  const link = (url: string, text: string): PhrasingContent => ({
    type: 'link',
    url,
    children: [{type: 'text', value: text}],
  });
  const details: PhrasingContent[] = [
    {type: 'text', value: 'Every page of the site is also published as Markdown at its URL plus '},
    {type: 'inlineCode', value: '.md'},
    {type: 'text', value: ', as listed below. '},
    ...(api
      ? [
          link(twinUrlOf(api.model.indexPermalink), 'The API overview'),
          {type: 'text' as const, value: ' lists every export by category, and '},
        ]
      : []),
    link(siteUrlOf('/llms-full.txt'), 'llms-full.txt'),
    {
      type: 'text',
      value: ' holds all tutorials, then the whole API reference (the current version first), in one file.',
    },
  ];
  const index = {title: site.title, summary: input.summary};
  const llms = toLlmsTxt({
    ...index,
    details,
    sections: [
      {
        title: 'Tutorials',
        entries: listedTutorials.map((t) => ({
          title: t.title,
          url: twinUrlOf(t.pagePath),
          description: t.description,
        })),
      },
      ...apiSections,
    ],
  });
  const home: Twin = {
    pagePath: '/',
    title: site.title,
    description: site.tagline,
    markdown: toHomeMarkdown({
      title: site.title,
      tagline: site.tagline,
      summary: input.summary,
      tutorials: listedTutorials.map((t) => ({
        title: t.title,
        url: siteUrlOf(t.pagePath),
        description: t.description,
      })),
      apiUrl: api ? siteUrlOf(api.model.indexPermalink) : undefined,
      llmsUrl: siteUrlOf('/llms.txt'),
    }),
  };

  const twins = [home, ...tutorials, ...apiTwins];
  return new Map([
    ...twins.map((twin) => [toTwinPath(twin.pagePath).slice(1), twin.markdown] as const),
    ['llms.txt', llms],
    [
      'llms-full.txt',
      toLlmsFullTxt(
        index,
        [...tutorials, ...apiTwins].map((twin) => twin.markdown),
      ),
    ],
  ]);
}
