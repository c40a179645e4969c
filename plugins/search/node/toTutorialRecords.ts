import {anchorOf} from '../../typedoc-api';
import {load} from 'cheerio';
import type {SearchRecord} from '../shared/types';

/** What the build knows of a docs page before reading its HTML. */
export interface TutorialPage {
  /** Site path without the base URL (`/docs/tutorials/basic-types`). */
  permalink: string;
  title: string;
}

/** Elements that sit inside a line of text: no word boundary around them (`<code>x</code>'s`). */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
]);

/** Collapses the whitespace that HTML layout leaves between and inside blocks. */
function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Splits a built docs page into one record per h2/h3 section, plus one for the text before the first
 * heading. Reading the built HTML, rather than the MDX, indexes exactly what readers see (imported
 * components, resolved links). Code blocks are left out: the samples would bury the prose under
 * identifiers that the API pages already index, and double the index's size.
 */
export function toTutorialRecords(html: string, page: TutorialPage): SearchRecord[] {
  const $ = load(html);
  const content = $('article .theme-doc-markdown').first();
  if (!content.length) throw new Error(`No article content in the HTML of ${page.permalink}`);
  content.find('.theme-code-block, pre, h1, .hash-link, [role="tablist"], script, style, button').remove();

  const records: SearchRecord[] = [];
  let current: SearchRecord = {path: page.permalink, kind: 'tutorial', title: page.title, text: ''};
  const chunks: string[] = [];
  const flush = () => {
    const text = normalizeSpace(chunks.join(''));
    if (text || current.heading) records.push({...current, text});
    chunks.length = 0;
  };

  // Walks the content in document order: a heading starts a section, any other element's text
  // belongs to the current one. Headings inside other elements (tabs, details) count too.
  const walk = (nodes: ReturnType<typeof content.contents>) => {
    nodes.each((_, node) => {
      if (node.type === 'text') {
        chunks.push(node.data);
        return;
      }
      if (node.type !== 'tag') return;
      const element = $(node);
      if ((node.name === 'h2' || node.name === 'h3') && node.attribs.id) {
        flush();
        current = {
          path: anchorOf(page.permalink, node.attribs.id),
          kind: 'tutorial',
          title: page.title,
          heading: normalizeSpace(element.text()),
          text: '',
        };
        return;
      }
      // Block boundaries separate words that the markup alone keeps apart (`<li>a</li><li>b</li>`).
      const separator = INLINE_TAGS.has(node.name) ? '' : ' ';
      chunks.push(separator);
      walk(element.contents());
      chunks.push(separator);
    });
  };
  walk(content.contents());
  flush();
  return records;
}
