import type {Redirect} from './redirects';

/** `origin: "from" → "to"`, the way messages name an entry. */
export function describeRedirect(redirect: Redirect): string {
  return `${redirect.origin}: "${redirect.from}" → "${redirect.to}"`;
}

/**
 * What is wrong with a list of redirects, given the site's pages (paths without the base URL), one message per
 * problem, each naming its entry: a target that is not a page (or carries a fragment or query, which would
 * stop the redirect page from carrying the old address's fragment over), an old address listed twice, or an
 * old address that is a page of this site (with or without a trailing slash) and leads elsewhere. An entry whose target is its own address
 * records an address that still exists: it only needs the page.
 */
export function findRedirectProblems(redirects: readonly Redirect[], pages: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const redirect of redirects) {
    const entry = describeRedirect(redirect);
    if (seen.has(redirect.from)) problems.push(`${entry}: "${redirect.from}" is listed more than once`);
    seen.add(redirect.from);
    if (!redirect.from.startsWith('/') || /[?#]/.test(redirect.from))
      problems.push(`${entry}: an old address is a path starting with "/", without query or fragment`);
    if (/[?#]/.test(redirect.to))
      problems.push(`${entry}: the target must be a path without query or fragment`);
    else if (!pages.has(redirect.to)) problems.push(`${entry}: the site has no page at "${redirect.to}"`);
    if (redirect.from !== redirect.to && pages.has(redirect.from))
      problems.push(`${entry}: "${redirect.from}" is a page of this site, it cannot redirect`);
    // The redirect page of `/a/` is `a/index.html`, which static hosts (`docusaurus serve` among them) may serve
    // for `/a` as well, before the page `a.html`: the page would redirect to itself.
    if (redirect.from.endsWith('/') && pages.has(redirect.from.slice(0, -1)))
      problems.push(
        `${entry}: its redirect page would answer "${redirect.from.slice(0, -1)}" too, a page of this site`,
      );
  }
  return problems;
}

/** The entries whose intended page now exists: they should lead there. */
export function findRedirectsToRepoint(
  redirects: readonly Redirect[],
  pages: ReadonlySet<string>,
): Redirect[] {
  return redirects.filter((redirect) => redirect.intended && pages.has(redirect.intended));
}
