import {createReadStream, existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {expect, type Browser, type Page, type Request} from '@playwright/test';

/** Folder of the production build the tests run against. */
export const buildDir = path.resolve(__dirname, '..', 'build');

/** The installed graphql package, which the API reference documents, and its version. */
export const graphqlDir = path.resolve(__dirname, '..', 'node_modules', 'graphql');
export const graphqlVersion: string = JSON.parse(
  readFileSync(path.join(graphqlDir, 'package.json'), 'utf8'),
).version;

/** graphql 16, installed beside it under the alias `graphql-16`: the `/api/v16` reference documents it. */
export const graphql16Dir = path.resolve(__dirname, '..', 'node_modules', 'graphql-16');
export const graphql16Version: string = JSON.parse(
  readFileSync(path.join(graphql16Dir, 'package.json'), 'utf8'),
).version;

/** Site-relative paths of every page in the built sitemap. */
export function readSitemapPaths(): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * The sitemap's paths by folder (`/docs/tutorials`, `/api/function`, `/api/v16/function`, …). The pages of a
 * folder share their layout and components: where a test needs a browser per page, a folder's first page can
 * stand for the rest.
 */
export function readSitemapFolders(): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const pagePath of readSitemapPaths()) {
    const folder = path.posix.dirname(pagePath);
    folders.set(folder, [...(folders.get(folder) ?? []), pagePath]);
  }
  return folders;
}

/**
 * The first page of each section of the site, named by the first two path segments (`/docs/tutorials`,
 * `/api/function`, `/api/v16`): a page of each kind, where graphql 16's reference, built from the same components
 * as 17's, has one.
 */
export function readSectionSamples(): string[] {
  const samples = new Map<string, string>();
  for (const pagePath of readSitemapPaths()) {
    const section = pagePath.split('/').slice(0, 3).join('/');
    if (!samples.has(section)) samples.set(section, pagePath);
  }
  return [...samples.values()];
}

/** The file of `build/` (or `outDir`) that a site path (without the base URL) is served from, as static hosts find it. */
export function findBuiltFile(sitePath: string, outDir = buildDir): string | undefined {
  const relative = sitePath.replace(/^\//, '');
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates
    .map((candidate) => path.join(outDir, candidate))
    .find((file) => file.startsWith(outDir) && existsSync(file) && statSync(file).isFile());
}

/** The README's header policies, in order: the HTML pages', then the playground worker's. */
export function readmePolicies(): string[] {
  const readme = readFileSync(path.join(buildDir, '..', 'README.md'), 'utf8');
  const codeBlocks = [...readme.matchAll(/^```\n([\s\S]*?)^```$/gm)].map(([, block]) => block);
  return codeBlocks.flatMap((block) =>
    [...block.matchAll(/^Content-Security-Policy: (.+)$/gm)].map(([, policy]) => policy),
  );
}

/** The text of a built page's `<title>`. */
export function readBuiltTitle(file: string): string {
  return /<title[^>]*>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
}

/** How the redirect pages of old addresses tell where they lead (see `readRedirectPages`). */
const redirectMeta = /<meta http-equiv="refresh" content="0; url=([^"]*)">/;

/** Whether a built HTML file is the redirect page of an old address rather than a page of the site. */
export function isRedirectPage(file: string): boolean {
  return redirectMeta.test(readFileSync(file, 'utf8'));
}

/**
 * Every redirect page of a build (the pages @docusaurus/plugin-client-redirects writes at old addresses, see
 * plugins/redirects): the address it answers (`docs/getting-started/index.html` → `/docs/getting-started`) and the
 * URL it leads to, base URL included. A page answers its address with and without a trailing slash.
 */
export function readRedirectPages(outDir = buildDir): {from: string; to: string}[] {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === 'index.html')
    .flatMap((file) => {
      const to = redirectMeta.exec(readFileSync(path.join(outDir, file), 'utf8'))?.[1];
      const from = `/${file.split(path.sep).join('/')}`.replace(/\/index\.html$/, '') || '/';
      return to === undefined ? [] : [{from, to}];
    })
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** Collects console errors and uncaught page errors, to assert a page logs none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * From the end of parsing until the page has hydrated, records each change to text the server wrote:
 * text nodes rewritten, added or removed (empty ones aside). A page whose first client render differs from
 * the server's markup is patched or re-rendered by React while it hydrates, which the reader sees as text
 * that changes. Read the record with `readTextChangesWhileHydrating` once the page has hydrated.
 */
export async function watchTextChangesWhileHydrating(page: Page): Promise<void> {
  await page.addInitScript(`document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const changes = (window.__textChanges = []);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData' && record.oldValue !== '')
          changes.push('rewritten: ' + JSON.stringify(record.oldValue));
        for (const node of [...record.addedNodes, ...record.removedNodes])
          if (node.nodeType === Node.TEXT_NODE && node.data !== '')
            changes.push('added or removed: ' + JSON.stringify(node.data));
      }
      if (document.documentElement.dataset.hasHydrated === 'true') observer.disconnect();
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true, characterDataOldValue: true});
  });`);
}

export async function readTextChangesWhileHydrating(page: Page): Promise<string[]> {
  return (await page.evaluate('window.__textChanges')) as string[];
}

/**
 * Adds up, on every page load, the layout shifts the reader did not cause: content that moves as the page loads
 * and hydrates. Read the sum with `readLayoutShift`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(`window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({type: 'layout-shift', buffered: true});`);
}

/**
 * A tenth of what Lighthouse counts as a good layout shift (0.1). Below it are shifts of a few pixels of a small
 * element, such as a code block's buttons growing from one to two once the page measures the block.
 */
export const noticeableShift = 0.01;

/** Resolves once the page has laid out and painted the frames after what it last changed. */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/** The layout shift of this page load so far, once the frames after the last render have been laid out. */
export async function readLayoutShift(page: Page): Promise<number> {
  await afterNextFrames(page);
  return (await page.evaluate('window.__layoutShift')) as number;
}

/** Waits until React has hydrated the server-rendered page. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

/** Loads a route's code the way hovering a link to it does, through the site's runtime (`window.docusaurus`). */
export async function preloadRoute(page: Page, path: string): Promise<void> {
  await page.evaluate(async (routePath) => {
    await (window as unknown as {docusaurus: {preload(p: string): Promise<unknown>}}).docusaurus.preload(
      routePath,
    );
  }, path);
}

/** Whether a request loads a route: its code, or an API page's data file (plugins/typedoc-api). */
export function isRouteRequest(request: Request): boolean {
  return ['script', 'fetch'].includes(request.resourceType());
}

/**
 * Pathnames of the script chunks and data files a browser fetches to move client-side from page `from` to page `to`: the route's
 * own code and data, found by asking the site's runtime to preload `to` on a fresh page. Tests slow down, fail or
 * replace these with `page.route` without hard-coding content hashes.
 */
export async function routeChunkPaths(
  browser: Browser,
  baseURL: string,
  from: string,
  to: string,
): Promise<string[]> {
  const context = await browser.newContext({baseURL});
  try {
    const page = await context.newPage();
    await page.goto(from);
    await expectHydrated(page);
    const urls: string[] = [];
    page.on('request', (request) => {
      if (isRouteRequest(request)) urls.push(new URL(request.url()).pathname);
    });
    await preloadRoute(page, to);
    expect(urls, `preloading ${to} from ${from} fetches its chunks`).not.toEqual([]);
    return urls;
  } finally {
    await context.close();
  }
}

/** A `page.route` matcher for requests to any of these pathnames, on whichever server. */
export function toPathnames(pathnames: string[]): (url: URL) => boolean {
  return (url) => pathnames.includes(url.pathname);
}

/** Holds every request to these pathnames until `release()` is called, as a slow network would. */
export async function holdRequests(page: Page, pathnames: string[]): Promise<{release: () => void}> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(toPathnames(pathnames), async (route) => {
    await released;
    await route.continue();
  });
  return {release};
}

/**
 * A static file server for `build/` with none of `docusaurus serve`'s rewrites, like GitHub Pages: `/a` serves
 * `a.html`, `/a/` serves `a/index.html`, a file path serves that file, anything else gets `404.html` with status 404.
 * The site is mounted at `mountPath`, so serving it somewhere other than its baseUrl can be tested; `outDir` is
 * the build to serve.
 */
export async function startStaticServer(
  mountPath = '/',
  outDir = buildDir,
): Promise<{origin: string; close: () => Promise<void>}> {
  const contentTypes: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.xml': 'application/xml',
    '.json': 'application/json',
  };
  const findFile = (pathname: string): string | undefined =>
    pathname.startsWith(mountPath) ? findBuiltFile(pathname.slice(mountPath.length), outDir) : undefined;
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = findFile(pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(outDir, '404.html');
    response.writeHead(status, {
      'content-type': contentTypes[path.extname(served)] ?? 'application/octet-stream',
    });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a component wrapped by `wrapChunkModules` throws. */
export const crashMessage = 'Injected crash for the end-to-end test';

/**
 * Prepended to a chunk's code, so that its components can be made to crash, as no component of the site does:
 * while `window.crashPages` is true, they throw `crashMessage`. It runs before the chunk's own code: the chunk
 * pushes its modules onto the bundler's queue, and this wraps each module factory once, replacing a
 * default-exported function (components included; classes are left alone) by one that throws on demand and
 * otherwise calls it.
 */
export const wrapChunkModules = `(() => {
  const queueName = Object.keys(self).find((key) => key.startsWith('webpackChunk'));
  const queue = self[queueName];
  const push = queue.push;
  queue.push = function (chunk) {
    queue.push = push;
    for (const [id, factory] of Object.entries(chunk[1])) {
      chunk[1][id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        const original = module.exports;
        const Component = original && original.default;
        if (typeof Component !== 'function' || (Component.prototype && Component.prototype.isReactComponent)) return;
        const wrapped = {};
        for (const key of Object.keys(original)) {
          if (key !== 'default') Object.defineProperty(wrapped, key, {enumerable: true, get: () => original[key]});
        }
        Object.defineProperty(wrapped, '__esModule', {value: true});
        wrapped.default = function MaybeCrashing(...args) {
          if (window.crashPages) throw new Error(${JSON.stringify(crashMessage)});
          return Component.apply(this, args);
        };
        module.exports = wrapped;
      };
    }
    return push.call(this, chunk);
  };
})();
`;
