import leven from 'leven';

/** An API page a reader may have meant. */
export interface ApiSuggestion {
  path: string;
  name: string;
  kind: string;
}

/** How many suggestions are shown at most. */
const MAX_SUGGESTIONS = 3;

/** `/api/function/parse` or `/api/v16/function/parse` → its version prefix, kind and name. */
function splitApiPath(path: string, apiBase: string) {
  if (!path.startsWith(apiBase)) return undefined;
  const rest = path.slice(apiBase.length).split('/').filter(Boolean).map(decodeURIComponent);
  if (rest.length < 2) return undefined;
  const [kind, name] = rest.slice(-2);
  return {prefix: rest.slice(0, -2).join('/'), kind, name};
}

/**
 * The API pages closest to an unknown path under the API base: the same name in any case or kind first, then
 * names a few edits away (at most a third of the name's length, or two), nearest first; pages of the same
 * version (`/api/...` or `/api/v16/...`) only.
 */
export function suggestApiPages(
  unknownPath: string,
  pagePaths: readonly string[],
  apiBase: string,
): ApiSuggestion[] {
  const wanted = splitApiPath(unknownPath, apiBase);
  if (!wanted) return [];
  const name = wanted.name.toLowerCase();
  const maxDistance = Math.max(2, Math.floor(name.length / 3));
  return pagePaths
    .filter((path) => path !== unknownPath)
    .flatMap((path) => {
      const page = splitApiPath(path, apiBase);
      if (!page || page.prefix !== wanted.prefix) return [];
      const distance = leven(name, page.name.toLowerCase());
      return distance <= maxDistance ? [{path, name: page.name, kind: page.kind, distance}] : [];
    })
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(b.kind === wanted.kind) - Number(a.kind === wanted.kind) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({path, name, kind}) => ({path, name, kind}));
}
