import type {RootContent} from 'mdast';
import {md, printMarkdown} from './markdown';
import {toOneLine} from './toLlmsTxt';

export interface HomeInput {
  title: string;
  tagline: string;
  summary: string;
  /** The tutorials in reading order, with absolute page URLs. */
  tutorials: {title: string; url: string; description: string}[];
  /** Absolute URL of the API overview, when the site has one. */
  apiUrl?: string;
  /** Absolute URL of `/llms.txt`. */
  llmsUrl: string;
}

/**
 * The home page's twin. The page itself is a React layout, so its twin is built from the same
 * facts: the site's title and tagline, then where to start reading.
 */
export function toHomeMarkdown(home: HomeInput): string {
  const link = (url: string, value: string) => ({type: 'link' as const, url, children: [md.text(value)]});
  const nodes: RootContent[] = [
    md.heading(1, home.title),
    {type: 'paragraph', children: [md.text(home.tagline)]},
    {type: 'paragraph', children: [md.text(home.summary)]},
    md.heading(2, 'Tutorials'),
    {
      type: 'list',
      ordered: true,
      spread: false,
      children: home.tutorials.map((tutorial) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              link(tutorial.url, tutorial.title),
              ...(tutorial.description ? [md.text(`: ${toOneLine(tutorial.description)}`)] : []),
            ],
          },
        ],
      })),
    },
  ];
  if (home.apiUrl) {
    nodes.push(md.heading(2, 'API reference'), {
      type: 'paragraph',
      children: [
        link(home.apiUrl, 'The API reference'),
        md.text(' has one page per export, grouped by category.'),
      ],
    });
  }
  nodes.push({
    type: 'paragraph',
    children: [
      md.text('Every page is also available as Markdown at its URL plus '),
      {type: 'inlineCode', value: '.md'},
      md.text('; '),
      link(home.llmsUrl, 'llms.txt'),
      md.text(' lists them all.'),
    ],
  });
  return printMarkdown({type: 'root', children: nodes});
}
