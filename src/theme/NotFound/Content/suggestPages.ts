import leven from 'leven';

/** A page a reader may have meant. */
export interface PageSuggestion {
  path: string;
  /** What the link shows: a symbol's name, or a docs page's path. */
  name: string;
  /** A symbol's kind (`function`, `class`, …); absent for docs pages. */
  kind?: string;
  /**
   * Set when the page documents another major than the unknown path asked for: that reference's path prefix
   * under the API base (`v16`), empty for the latest major's.
   */
  version?: string;
}

/** How many suggestions are shown at most. */
const MAX_SUGGESTIONS = 3;

/** The largest edit distance at which a name still looks like a misspelling of `name`. */
const maxDistanceFor = (name: string) => Math.max(2, Math.floor(name.length / 3));

/** `/api/function/parse` or `/api/v16/function/parse` → its version prefix, kind and name. */
function splitApiPath(path: string, apiBase: string) {
  if (!path.startsWith(apiBase)) return undefined;
  const rest = path.slice(apiBase.length).split('/').filter(Boolean).map(decodeURIComponent);
  if (rest.length < 2) return undefined;
  const [kind, name] = rest.slice(-2);
  return {prefix: rest.slice(0, -2).join('/'), kind, name};
}

/**
 * The API pages closest to an unknown path under the API base: pages of the same version (`/api/...` or
 * `/api/v16/...`) with the same name in any case or kind first, then names a few edits away (at most a third of
 * the name's length, or two), nearest first. When that version has no page of the name, the page of the same
 * name in another version comes first (`/api/function/formatError` → graphql 16's `formatError`).
 */
export function suggestApiPages(
  unknownPath: string,
  pagePaths: readonly string[],
  apiBase: string,
): PageSuggestion[] {
  const wanted = splitApiPath(unknownPath, apiBase);
  if (!wanted) return [];
  const name = wanted.name.toLowerCase();
  const pages = pagePaths.flatMap((path) => {
    const page = path === unknownPath ? undefined : splitApiPath(path, apiBase);
    return page ? [{path, ...page, distance: leven(name, page.name.toLowerCase())}] : [];
  });
  const sameVersion = pages
    .filter((page) => page.prefix === wanted.prefix && page.distance <= maxDistanceFor(name))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(b.kind === wanted.kind) - Number(a.kind === wanted.kind) ||
        a.name.localeCompare(b.name),
    )
    .map(({path, name, kind}): PageSuggestion => ({path, name, kind}));
  const otherVersions = sameVersion.some((page) => page.name.toLowerCase() === name)
    ? []
    : pages
        .filter((page) => page.prefix !== wanted.prefix && page.distance === 0)
        .map(({path, name, kind, prefix}): PageSuggestion => ({path, name, kind, version: prefix}));
  return [...otherVersions, ...sameVersion].slice(0, MAX_SUGGESTIONS);
}

/**
 * The docs pages closest to an unknown path under the docs base, by their last segment: the same slug in another
 * folder first (`/docs/guides/basic-types` → `/docs/tutorials/basic-types`), then slugs a few edits away, then
 * slugs that contain the one asked for; pages of the same folder first at equal distance.
 */
export function suggestDocPages(
  unknownPath: string,
  pagePaths: readonly string[],
  docsBase: string,
): PageSuggestion[] {
  if (!unknownPath.startsWith(docsBase)) return [];
  const slugOf = (path: string) => path.replace(/\/+$/, '').split('/').pop()!.toLowerCase();
  const folderOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(0, -1).join('/');
  const slug = slugOf(unknownPath);
  if (!slug) return [];
  const maxDistance = maxDistanceFor(slug);
  return pagePaths
    .filter((path) => path.startsWith(docsBase) && path !== unknownPath)
    .flatMap((path) => {
      const candidate = slugOf(path);
      const edits = leven(slug, candidate);
      const contains = slug.length >= 4 && candidate.includes(slug);
      const distance = edits <= maxDistance ? edits : contains ? maxDistance + 1 : undefined;
      return distance === undefined ? [] : [{path, distance}];
    })
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(folderOf(b.path) === folderOf(unknownPath)) -
          Number(folderOf(a.path) === folderOf(unknownPath)) ||
        a.path.localeCompare(b.path),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({path}) => ({path, name: path}));
}
