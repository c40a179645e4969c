import {gzipSync} from 'node:zlib';
import type {Page, Response} from '@playwright/test';

export type ResourceKind = 'js' | 'css' | 'html' | 'fonts' | 'images' | 'other';

export const resourceKinds: ResourceKind[] = ['js', 'css', 'html', 'fonts', 'images', 'other'];

/** One response the browser received while loading a page. */
export interface TransferRecord {
  url: string;
  kind: ResourceKind;
  status: number;
  /** Decoded body length. */
  raw: number;
  /** Body length once gzipped as a static host would (level 6); already-compressed formats count raw. */
  gzip: number;
  /** Body bytes Chromium read from the network, i.e. after the server's own compression, if any. */
  transferred: number;
  /** Fetched by `<link rel=prefetch>` for a page the reader may open next, not for this one. */
  prefetch: boolean;
}

export interface ByteCount {
  raw: number;
  gzip: number;
  transferred: number;
}

export interface TransferSummary {
  requests: number;
  byKind: Record<ResourceKind, ByteCount>;
  total: ByteCount;
  /** The share of `total` fetched ahead for other pages (`<link rel=prefetch>`). */
  prefetch: ByteCount;
  /** JavaScript this page itself runs: `byKind.js` without prefetches. The budget applies to it. */
  pageJs: ByteCount;
  /** Origins other than the site's own that the page contacted; the budget is none. */
  foreignOrigins: string[];
}

const kindByExtension: Record<string, ResourceKind> = {
  js: 'js',
  mjs: 'js',
  css: 'css',
  html: 'html',
  woff: 'fonts',
  woff2: 'fonts',
  ttf: 'fonts',
  otf: 'fonts',
  svg: 'images',
  png: 'images',
  jpg: 'images',
  jpeg: 'images',
  gif: 'images',
  webp: 'images',
  avif: 'images',
  ico: 'images',
};

// These formats carry their own compression; static hosts send them as they are.
const precompressed = new Set<ResourceKind>(['fonts']);
const precompressedImage = /\.(png|jpe?g|gif|webp|avif)$/i;

/** Sorts a response into the report's columns, by content type first and file extension second. */
export function toResourceKind(url: string, contentType = ''): ResourceKind {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.includes('javascript')) return 'js';
  if (type === 'text/css') return 'css';
  if (type === 'text/html') return 'html';
  if (type.startsWith('font/') || type.includes('font-')) return 'fonts';
  if (type.startsWith('image/')) return 'images';
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  return kindByExtension[extension] ?? 'other';
}

/** Bytes a gzip-serving static host sends for this body. */
export function toGzipSize(body: Buffer, kind: ResourceKind, url: string): number {
  if (precompressed.has(kind) || precompressedImage.test(new URL(url).pathname)) return body.length;
  return gzipSync(body, {level: 6}).length;
}

/** Adds up the records per kind; `origin` is the site's own, e.g. `http://127.0.0.1:3000`. */
export function toTransferSummary(records: TransferRecord[], origin: string): TransferSummary {
  const zero = (): ByteCount => ({raw: 0, gzip: 0, transferred: 0});
  const add = (sum: ByteCount, record: TransferRecord) => {
    sum.raw += record.raw;
    sum.gzip += record.gzip;
    sum.transferred += record.transferred;
  };
  const byKind = Object.fromEntries(resourceKinds.map((kind) => [kind, zero()])) as Record<
    ResourceKind,
    ByteCount
  >;
  const total = zero();
  const prefetch = zero();
  const pageJs = zero();
  const foreignOrigins = new Set<string>();
  for (const record of records) {
    add(byKind[record.kind], record);
    add(total, record);
    if (record.prefetch) add(prefetch, record);
    else if (record.kind === 'js') add(pageJs, record);
    const {origin: recordOrigin, protocol} = new URL(record.url);
    if (protocol !== 'data:' && recordOrigin !== origin) foreignOrigins.add(recordOrigin);
  }
  return {
    requests: records.length,
    byKind,
    total,
    prefetch,
    pageJs,
    foreignOrigins: [...foreignOrigins].sort(),
  };
}

async function toRecord(response: Response): Promise<TransferRecord> {
  const request = response.request();
  const url = response.url();
  const kind = toResourceKind(url, response.headers()['content-type']);
  // Redirects and aborted loads have no body to read.
  const body = await response.body().catch(() => Buffer.alloc(0));
  const sizes = await request.sizes().catch(() => ({responseBodySize: body.length}));
  const purpose = (await request.allHeaders())['sec-purpose'] ?? '';
  return {
    url,
    kind,
    status: response.status(),
    raw: body.length,
    gzip: toGzipSize(body, kind, url),
    transferred: sizes.responseBodySize,
    prefetch: purpose.includes('prefetch'),
  };
}

/**
 * Loads `url` in a page with an empty cache, as a first visit, and records every response until the
 * network has been idle for 500 ms, a second after hydration. The pointer never moves, so no hover
 * preloads.
 */
export async function recordFirstVisit(page: Page, url: string): Promise<TransferRecord[]> {
  const pending: Promise<TransferRecord>[] = [];
  const failed: TransferRecord[] = [];
  page.on('response', (response) => pending.push(toRecord(response)));
  // A request that never gets a response (blocked, refused) still counts as leaving the origin.
  page.on('requestfailed', (request) =>
    failed.push({
      url: request.url(),
      kind: toResourceKind(request.url()),
      status: 0,
      raw: 0,
      gzip: 0,
      transferred: 0,
      prefetch: false,
    }),
  );
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // Prefetches start after hydration, at idle priority (Docusaurus prefetched the links in view until
  // plugins/client-bundle): without a pause, whether they count would depend on the machine's load.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  return [...(await Promise.all(pending)), ...failed];
}
