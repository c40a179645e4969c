import {expect, test} from 'vitest';
import {toTutorialRecords} from '../toTutorialRecords';

// The shape of a built Docusaurus doc page, reduced to what the splitter reads.
const html = `<html><body><nav>Navbar text</nav><article><div class="theme-doc-markdown markdown">
<header><h1>Mutations and Input Types</h1></header>
<p>Intro with <code>buildSchema</code>'s help.</p>
<div class="language-js theme-code-block"><div class="codeBlockTitle">app.mjs</div><pre><code>const secret = 1;</code></pre></div>
<h2 class="anchor" id="declaring-mutations">Declaring mutations<a href="#declaring-mutations" class="hash-link">\u200b</a></h2>
<ul><li>first</li><li>second</li></ul>
<h3 class="anchor" id="input-types">Input types<a href="#input-types" class="hash-link">\u200b</a></h3>
<p>Bearer &lt;token&gt; header.</p>
</div></article><footer>Footer text</footer></body></html>`;

test('splits a page at its h2 and h3 headings, with anchors, and leaves code blocks out', () => {
  const records = toTutorialRecords(html, {
    permalink: '/docs/tutorials/mutations-and-input-types',
    title: 'Mutations and Input Types',
  });
  const base = {kind: 'tutorial', title: 'Mutations and Input Types'};
  expect(records).toEqual([
    {...base, path: '/docs/tutorials/mutations-and-input-types', text: "Intro with buildSchema's help."},
    {
      ...base,
      path: '/docs/tutorials/mutations-and-input-types#declaring-mutations',
      heading: 'Declaring mutations',
      text: 'first second',
    },
    {
      ...base,
      path: '/docs/tutorials/mutations-and-input-types#input-types',
      heading: 'Input types',
      text: 'Bearer <token> header.',
    },
  ]);
});

test('names the page whose HTML has no article content', () => {
  expect(() => toTutorialRecords('<html><body></body></html>', {permalink: '/docs/x', title: 'X'})).toThrow(
    'No article content in the HTML of /docs/x',
  );
});
