import type {List, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {md, parseMarkdown, printMarkdown} from './markdown';

/** One page as listed in `/llms.txt`. */
export interface LlmsEntry {
  title: string;
  /** Absolute URL of the page's Markdown twin. */
  url: string;
  description: string;
}

/** A titled list of pages. */
export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

export interface LlmsIndex {
  /** The site's title. */
  title: string;
  /** One paragraph on what the site documents. */
  summary: string;
  /** Notes on how to use the files, as Markdown phrasing (links allowed). */
  details: PhrasingContent[];
  sections: LlmsSection[];
}

/** The first sentence of a text, on one line: a description for an index line. */
export function toOneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  // A sentence ends at `.`, `!` or `?` followed by a space and a capital, a backtick or a bracket.
  const sentence = /^.*?[.!?](?= [A-Z`[(])/.exec(line);
  return sentence ? sentence[0] : line;
}

/** A page's description from its twin: the text of its first paragraph. */
export function toDescription(markdown: string): string {
  const paragraph = parseMarkdown(markdown).children.find((node) => node.type === 'paragraph');
  return paragraph ? toString(paragraph).replace(/\s+/g, ' ').trim() : '';
}

function list(entries: LlmsEntry[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: entries.map((entry) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url: entry.url, children: [{type: 'text', value: entry.title}]},
            ...(entry.description
              ? [{type: 'text' as const, value: `: ${toOneLine(entry.description)}`}]
              : []),
          ],
        },
      ],
    })),
  };
}

/**
 * `/llms.txt` as the llms.txt convention describes it (https://llmstxt.org): the site's title as an
 * H1, a one-paragraph summary as a quote, notes, then one H2 section per group of pages, each line a
 * link to a page's Markdown twin with a one-line description.
 */
export function toLlmsTxt(index: LlmsIndex): string {
  const summary: Paragraph = {type: 'paragraph', children: [{type: 'text', value: index.summary}]};
  const nodes: RootContent[] = [
    md.heading(1, index.title),
    {type: 'blockquote', children: [summary]},
    {type: 'paragraph', children: index.details},
    ...index.sections.flatMap((section) => [md.heading(2, section.title), list(section.entries)]),
  ];
  return printMarkdown({type: 'root', children: nodes});
}

/** `/llms-full.txt`: the index's title and summary, then every twin in full, in the given order. */
export function toLlmsFullTxt(index: Pick<LlmsIndex, 'title' | 'summary'>, twins: string[]): string {
  const header = printMarkdown({
    type: 'root',
    children: [
      md.heading(1, index.title),
      {type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: index.summary}]}]},
    ],
  });
  // A rule between pages; the blank line before it keeps it from turning a last paragraph into a heading.
  return [header, ...twins].map((text) => text.trimEnd()).join('\n\n---\n\n') + '\n';
}
