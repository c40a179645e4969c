import {describe, expect, test} from 'vitest';
import {toGzipSize, toResourceKind, toTransferSummary, type TransferRecord} from '../measureTransfer';

const origin = 'http://127.0.0.1:3000';
const record = (
  url: string,
  kind: TransferRecord['kind'],
  raw: number,
  prefetch = false,
): TransferRecord => ({
  url,
  kind,
  status: 200,
  raw,
  gzip: raw / 2,
  transferred: raw / 2,
  prefetch,
});

describe('toResourceKind', () => {
  test('reads the content type first, then the extension', () => {
    expect(toResourceKind(`${origin}/assets/js/main.js`, 'application/javascript; charset=utf-8')).toBe('js');
    expect(toResourceKind(`${origin}/api/function/parse`, 'text/html; charset=utf-8')).toBe('html');
    expect(toResourceKind(`${origin}/assets/fonts/inter.woff2`)).toBe('fonts');
    expect(toResourceKind(`${origin}/img/logo.svg`, 'image/svg+xml')).toBe('images');
    expect(toResourceKind(`${origin}/sitemap.xml`)).toBe('other');
  });
});

describe('toGzipSize', () => {
  test('compresses text and counts fonts and raster images as they are', () => {
    const text = Buffer.from('const a = 1;\n'.repeat(200));
    expect(toGzipSize(text, 'js', `${origin}/a.js`)).toBeLessThan(text.length / 10);
    expect(toGzipSize(text, 'fonts', `${origin}/a.woff2`)).toBe(text.length);
    expect(toGzipSize(text, 'images', `${origin}/a.png`)).toBe(text.length);
  });
});

describe('toTransferSummary', () => {
  test('adds bytes per kind, separates prefetches and lists foreign origins', () => {
    const summary = toTransferSummary(
      [
        record(`${origin}/`, 'html', 100),
        record(`${origin}/main.js`, 'js', 400),
        record(`${origin}/next-page.js`, 'js', 200, true),
        record('https://fonts.example.com/font.woff2', 'fonts', 50),
      ],
      origin,
    );
    expect(summary.requests).toBe(4);
    expect(summary.byKind.js).toEqual({raw: 600, gzip: 300, transferred: 300});
    expect(summary.total.raw).toBe(750);
    expect(summary.prefetch.raw).toBe(200);
    expect(summary.pageJs.raw).toBe(400);
    expect(summary.foreignOrigins).toEqual(['https://fonts.example.com']);
  });
});
