import {expect, test} from 'vitest';
import type {Heading} from 'mdast';
import {headingId, toDocOutline} from '../toDocOutline';

const mdx = `---
title: "Mutations"
---

import app from '@site/examples/x/app.mjs?raw';

Intro with \`buildSchema\`'s help, see [parse](/api/function/parse#parameters).

<CodeBlock language="js">{app}</CodeBlock>

## Declaring mutations

- first
- second

\`\`\`js
const secret = 1;
\`\`\`

#### A smaller heading

Its text belongs to the section above, a:b stays as written.

<Tabs>
<TabItem value="a" label="A">

### Input types

Bearer &lt;token&gt; header, <a href="/api/class/Source">Source</a>.

</TabItem>
</Tabs>

:::note[A note]

Admonitions are prose.

:::

## Input types
`;

test('splits a page at its h2 and h3 headings, with Docusaurus ids, and leaves code out', () => {
  const {sections} = toDocOutline(mdx);
  expect(sections).toEqual([
    {text: "Intro with buildSchema's help, see parse."},
    {anchor: 'declaring-mutations', heading: 'Declaring mutations', text: expect.any(String)},
    {
      anchor: 'input-types',
      heading: 'Input types',
      text: 'Bearer <token> header, Source. A note Admonitions are prose.',
    },
    // The same heading twice gets the slugger's suffix, as on the page.
    {anchor: 'input-types-1', heading: 'Input types', text: ''},
  ]);
  expect(sections[1].text).toBe(
    'first second A smaller heading Its text belongs to the section above, a:b stays as written.',
  );
});

test('lists every link target: Markdown links and JSX hrefs', () => {
  expect(toDocOutline(mdx).links).toEqual(['/api/function/parse#parameters', '/api/class/Source']);
});

test('gives every heading of the tree its id, which headingId reads', () => {
  const {tree} = toDocOutline(mdx);
  const headings = tree.children.filter((node): node is Heading => node.type === 'heading');
  expect(headings.map(headingId)).toEqual(['declaring-mutations', 'a-smaller-heading', 'input-types-1']);
  expect(() => headingId({type: 'heading', depth: 2, children: [{type: 'text', value: 'Loose'}]})).toThrow(
    'the heading "Loose" is not from a docs outline',
  );
});
