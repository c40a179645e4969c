/**
 * The site's Content-Security-Policy, directive by directive. Scripts run only from the site's own files and
 * the inline scripts whose hashes are given; styles may be inline (React's style attributes, Infima's
 * colour-mode rules); nothing is fetched from another origin.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Infima draws some icons as `data:` SVG images.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    // The playground runs reader code in a worker loaded from the site.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
