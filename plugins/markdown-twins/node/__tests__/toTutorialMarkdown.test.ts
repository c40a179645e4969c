import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {toDocOutline} from '../../../typedoc-api';
import {toTutorialMarkdown, type TutorialContext} from '../toTutorialMarkdown';

const samples: Record<string, string> = {
  '@site/examples/demo/schema.graphql?raw': 'type Query {\n  hello: String\n}\n',
  '@site/examples/demo/app.mjs?raw': "const fence = '```';\nexport const app = 1;\n",
  '@site/examples/demo/query.graphql?raw': '{ hello }\n',
};

const context: TutorialContext = {
  siteUrlOf: (sitePath) => `https://graphql-js.org${sitePath}`,
  docPathsByFile: new Map([
    ['docs/tutorials/index.mdx', '/docs/tutorials'],
    ['docs/tutorials/demo.mdx', '/docs/tutorials/demo'],
    ['docs/tutorials/basic-types.mdx', '/docs/tutorials/basic-types'],
  ]),
  readRawImport: (specifier) => {
    if (!(specifier in samples)) throw new Error(`no sample ${specifier}`);
    return samples[specifier];
  },
  sidebarGroup: (label) =>
    label === 'Start'
      ? [
          {label: 'Getting Started', file: 'docs/tutorials/index.mdx', description: 'A first query.'},
          {label: 'Basic Types', file: 'docs/tutorials/basic-types.mdx'},
        ]
      : [],
};

const convert = (mdx: string) =>
  toTutorialMarkdown(
    {outline: toDocOutline(mdx), file: 'docs/tutorials/demo.mdx', title: 'Demo Page'},
    context,
  );

describe('toTutorialMarkdown', () => {
  test('a raw-imported CodeBlock becomes a fenced block with the file text, title kept', () => {
    const markdown = convert(`---
title: "Demo Page"
---

import CodeBlock from '@theme/CodeBlock';
import schema from '@site/examples/demo/schema.graphql?raw';
import app from '@site/examples/demo/app.mjs?raw';

Intro.

<CodeBlock language="graphql" title="schema.graphql">
  {schema}
</CodeBlock>

<CodeBlock language="js" title="app.mjs" metastring="{1}">{app}</CodeBlock>
`);
    expect(markdown).toBe(
      '# Demo Page\n\nIntro.\n\n```graphql title="schema.graphql"\ntype Query {\n  hello: String\n}\n```\n\n' +
        // The sample holds three backticks, so the fence grows to four.
        '````js title="app.mjs"\nconst fence = \'```\';\nexport const app = 1;\n````\n',
    );
  });

  test('tabs become labelled parts; admonitions become quotes', () => {
    const markdown = convert(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="style">
  <TabItem value="sdl" label="SDL">
    Write SDL.
  </TabItem>
  <TabItem value="code" label="Code first">
    Write code.
  </TabItem>
</Tabs>

:::caution[Experimental]

Behind a flag.

:::

:::tip

No title.

:::
`);
    expect(markdown).toBe(
      '# Demo Page\n\n**SDL**\n\nWrite SDL.\n\n**Code first**\n\nWrite code.\n\n' +
        '> **Caution: Experimental**\n>\n> Behind a flag.\n\n> **Tip**\n>\n> No title.\n',
    );
  });

  test('links become absolute site URLs', () => {
    const markdown = convert(
      'See [Basic Types](./basic-types.mdx#lists), [the start](index.mdx), [`parse`](/api/function/parse), ' +
        '[below](#next) and [the spec](https://spec.graphql.org/).\n\n![A screenshot](/img/x.png)\n',
    );
    expect(markdown).toContain('[Basic Types](https://graphql-js.org/docs/tutorials/basic-types#lists)');
    expect(markdown).toContain('[the start](https://graphql-js.org/docs/tutorials)');
    expect(markdown).toContain('[`parse`](https://graphql-js.org/api/function/parse)');
    expect(markdown).toContain('[below](https://graphql-js.org/docs/tutorials/demo#next)');
    expect(markdown).toContain('[the spec](https://spec.graphql.org/)');
    expect(markdown).toContain('![A screenshot](https://graphql-js.org/img/x.png)');
  });

  test('a sidebar group (<GuideGroup>) becomes the list of its pages, linked, with their descriptions', () => {
    const markdown = convert(`## Start\n\n<GuideGroup label="Start" />\n`);
    expect(markdown).toContain(
      '- [Getting Started](https://graphql-js.org/docs/tutorials): A first query.\n' +
        '- [Basic Types](https://graphql-js.org/docs/tutorials/basic-types)',
    );
  });

  test('a link to a file that is no doc fails, naming the file and line', () => {
    expect(() => convert('Intro.\n\nSee [gone](./gone.mdx).\n')).toThrow(
      'docs/tutorials/demo.mdx:3: the link "./gone.mdx" points to no doc',
    );
  });

  test('inline HTML stays, layout wrappers vanish, text that looks like a directive is kept', () => {
    const markdown = convert(`Press <kbd>Ctrl</kbd>+<kbd>C</kbd> at 10:30 or see note:here.

<div className="row">
<div className="col">

Left column.

</div>
</div>
`);
    expect(markdown).toBe(
      '# Demo Page\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd> at 10:30 or see note:here.\n\nLeft column.\n',
    );
  });

  test('a component without a Markdown form keeps the samples it was given, in prop order', () => {
    const markdown = convert(`import schema from '@site/examples/demo/schema.graphql?raw';
import query from '@site/examples/demo/query.graphql?raw';

<GraphQLPlayground schema={schema} query={query} label="Hello" />
`);
    expect(markdown).toBe(
      '# Demo Page\n\n```graphql title="schema.graphql"\ntype Query {\n  hello: String\n}\n```\n\n' +
        '```graphql title="query.graphql"\n{ hello }\n```\n',
    );
  });

  test('a page that has its own h1 keeps it', () => {
    expect(convert('# Own Title\n\nText.\n')).toBe('# Own Title\n\nText.\n');
  });
});

describe('the site docs', () => {
  const siteDir = path.resolve(__dirname, '../../../..');
  // Every docs page, in every folder: pages link across folders (a tutorial to a guide).
  const files = readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'}).filter((file) =>
    file.endsWith('.mdx'),
  );
  const docPathsByFile = new Map(
    files.map((file) => [`docs/${file}`, `/docs/${file.replace(/(\/index)?\.mdx$/, '')}`]),
  );
  const readRawImport = (specifier: string) =>
    readFileSync(path.join(siteDir, specifier.replace(/^@site\//, '').replace(/\?raw$/, '')), 'utf8');

  test.each(files)('%s: its twin has every raw-imported sample verbatim, and no MDX left', (file) => {
    const mdx = readFileSync(path.join(siteDir, 'docs', file), 'utf8');
    const markdown = toTutorialMarkdown(
      {outline: toDocOutline(mdx), file: `docs/${file}`, title: 'Title'},
      {
        siteUrlOf: (p) => `https://graphql-js.org${p}`,
        docPathsByFile,
        readRawImport,
        sidebarGroup: (label) => [{label, file: 'docs/guides/errors.mdx'}],
      },
    );
    const specifiers = [...mdx.matchAll(/^import \w+ from '([^']+\?raw)';$/gm)].map((match) => match[1]);
    // Every page but an index of other pages shows samples.
    if (!file.endsWith('index.mdx')) expect(specifiers.length).toBeGreaterThan(0);
    // A sample inside a list item is indented with it: compare without the indentation.
    const unindent = (text: string) => text.replace(/^ +/gm, '');
    for (const specifier of specifiers) {
      expect(unindent(markdown)).toContain(unindent(readRawImport(specifier).replace(/\n$/, '')));
    }
    // Prose without code: fenced blocks and code spans (`source[fieldName](args)` is code, not a link).
    const prose = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '');
    expect(prose).not.toMatch(/^import |<CodeBlock|<Tabs|<TabItem|^:::/m);
    expect(prose).not.toMatch(/\]\((?!https?:\/\/)[^)]*\)/);
  });
});
