import {createHash} from 'node:crypto';

/** `sha256-…`, as a CSP source expression names an inline script. */
export function sha256Of(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/**
 * The code of every inline script of an HTML text that a browser would run: a script without `src` whose type
 * is JavaScript (data blocks such as `application/ld+json` are not scripts to the policy).
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    scripts.push(code);
  }
  return scripts;
}
