import {expect, test, type Page} from '@playwright/test';
import {load} from 'cheerio';
import {expectHydrated} from './utils';

// After a client-side navigation, the document's head says what the prerendered page of the new address says:
// its title, its meta, link and script tags (a docs page's breadcrumbs as structured data), and the html
// element's language and classes. The browser bundle manages
// the head with its own small module (plugins/client-bundle/theme/helmet.tsx); the server renders it with
// Docusaurus's react-helmet-async, so this compares the two.

/**
 * What only a first visit's head holds: the preload of the page's data file (the browser has its data after a
 * navigation), and the home page's script that shows Docusaurus's banner when the site's base URL is wrong.
 */
const firstVisitOnly = {preload: 'link[rel=preload]', bannerScript: '__docusaurus-base-url-issue-banner'};

interface HeadState {
  title: string;
  tags: string[];
  html: {lang?: string; dir?: string; classes: string[]};
}

interface Tag {
  name: string;
  attributes: [string, string][];
  text: string;
}

/** JSON with the keys of every object in order: the HTML minifier reorders structured data's keys. */
function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, child]) => [key, canonicalJson(child)]),
  );
}

/** A tag as one comparable line: its name, its attributes in order of name, and its text. */
function describeTag({name, attributes, text}: Tag): string {
  const sorted = attributes.filter(([key]) => key !== 'data-rh').sort(([a], [b]) => a.localeCompare(b));
  const isJson = attributes.some(([key, value]) => key === 'type' && value === 'application/ld+json');
  const body = isJson ? JSON.stringify(canonicalJson(JSON.parse(text))) : text;
  return `<${name} ${sorted.map(([key, value]) => `${key}="${value}"`).join(' ')}>${body}`;
}

const describeTags = (tags: Tag[]) =>
  tags
    .filter(({text}) => !text.includes(firstVisitOnly.bannerScript))
    .map(describeTag)
    .sort();

async function prerenderedHead(page: Page, pathname: string): Promise<HeadState> {
  const $ = load(await (await page.request.get(pathname)).text());
  const html = $('html');
  return {
    title: $('head > title').text(),
    tags: describeTags(
      $('head [data-rh]')
        .not('title')
        .not(firstVisitOnly.preload)
        .map((_, element) => ({
          name: element.tagName,
          attributes: Object.entries(element.attribs),
          text: $(element).text(),
        }))
        .get(),
    ),
    html: {
      lang: html.attr('lang'),
      dir: html.attr('dir'),
      classes: (html.attr('class') ?? '').split(/\s+/).sort(),
    },
  };
}

async function currentHead(page: Page): Promise<HeadState> {
  const state = await page.evaluate((skip) => {
    const html = document.documentElement;
    return {
      title: document.title,
      tags: Array.from(document.head.querySelectorAll('[data-rh]'))
        .filter((element) => element.tagName !== 'TITLE' && !element.matches(skip))
        .map((element) => ({
          name: element.tagName.toLowerCase(),
          attributes: Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value]),
          text: element.textContent ?? '',
        })),
      html: {
        lang: html.getAttribute('lang') ?? undefined,
        dir: html.getAttribute('dir') ?? undefined,
        classes: Array.from(html.classList).sort(),
      },
    };
  }, firstVisitOnly.preload);
  return {...state, tags: describeTags(state.tags as Tag[])};
}

/** Each step: the link to click (by role and name, in the page's main navigation or content) and where it leads. */
const steps: {link: (page: Page) => ReturnType<Page['getByRole']>; to: string}[] = [
  {
    link: (page) =>
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Tutorial', exact: true}),
    to: '/docs/tutorials',
  },
  {
    link: (page) =>
      page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Basic Types'}),
    to: '/docs/tutorials/basic-types',
  },
  {
    link: (page) =>
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guides', exact: true}),
    to: '/docs/guides',
  },
  {
    link: (page) =>
      page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Errors', exact: true}),
    to: '/docs/guides/errors',
  },
  {
    link: (page) =>
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}),
    to: '/api',
  },
  {
    link: (page) => page.getByRole('article').getByRole('link', {name: 'parse', exact: true}),
    to: '/api/function/parse',
  },
  {
    link: (page) => page.getByRole('article').getByRole('link', {name: 'Source', exact: true}).first(),
    to: '/api/class/Source',
  },
  {link: (page) => page.getByRole('link', {name: '16.15.0'}).first(), to: '/api/v16/class/Source'},
  {
    link: (page) => page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Upgrade to 17'}),
    to: '/docs/upgrade-guides/v16-to-v17',
  },
  {
    link: (page) =>
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'graphql-js logo graphql-js'}),
    to: '/',
  },
];

test('after each client-side navigation, the head is the prerendered head of the new page', async ({
  page,
}) => {
  await page.goto('/');
  await expectHydrated(page);
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documentRequests.push(request.url());
  });
  for (const {link, to} of steps) {
    await link(page).click();
    await expect(page).toHaveURL((url) => url.pathname === to);
    const expected = await prerenderedHead(page, to);
    await expect.poll(() => currentHead(page), {message: to}).toEqual(expected);
  }
  // Every step was a client-side navigation: the page was never loaded again.
  expect(documentRequests).toEqual([]);
});
