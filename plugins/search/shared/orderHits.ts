import type {SearchHit} from './types';

/** Hits of the same name: an API symbol or member in each major; tutorial sections are their own. */
function nameOf(hit: SearchHit): string {
  return hit.kind === 'tutorial' ? hit.href : `${hit.title}\n${hit.heading ?? ''}`;
}

/**
 * Results in the order a reader expects, given hits in score order. A reference is searched by name, so the API
 * symbols whose name is the whole query come first whatever the scores say: the newest major's first, then an
 * exact-case match before other casings, then an export before a type of the same name that the package does not
 * export. A camelCase query (`toConfig`) is a name from code too: the members of that name come next. Then the
 * rest. Among members and the rest, hits of the same name stay together, at the place of the best of them,
 * newest major first: a graphql 16 hit comes right after the 17 hit of its name.
 *
 * `versions` are the majors' labels, newest first.
 */
export function orderHits(
  hits: readonly SearchHit[],
  query: string,
  versions: readonly string[],
): SearchHit[] {
  const name = query.trim();
  const lowerName = name.toLowerCase();
  const versionRank = (hit: SearchHit) => (hit.version === undefined ? 0 : versions.indexOf(hit.version));
  const isExactName = (hit: SearchHit) =>
    hit.kind !== 'tutorial' && hit.kind !== 'member' && hit.title.toLowerCase() === lowerName;

  const exact = hits
    .filter(isExactName)
    .sort(
      (a, b) =>
        versionRank(a) - versionRank(b) ||
        Number(b.title === name) - Number(a.title === name) ||
        Number(a.notExported ?? false) - Number(b.notExported ?? false),
    );
  const isCodeName = /^[a-z_$][\w$]*[A-Z][\w$]*$/.test(name);
  const isExactMember = (hit: SearchHit) => isCodeName && hit.kind === 'member' && hit.heading === name;
  const byName = (selected: SearchHit[]) => {
    const groups = new Map<string, SearchHit[]>();
    for (const hit of selected) {
      const group = groups.get(nameOf(hit));
      if (group) group.push(hit);
      else groups.set(nameOf(hit), [hit]);
    }
    return [...groups.values()].flatMap((group) => group.sort((a, b) => versionRank(a) - versionRank(b)));
  };
  return [
    ...exact,
    ...byName(hits.filter(isExactMember)),
    ...byName(hits.filter((hit) => !isExactName(hit) && !isExactMember(hit))),
  ];
}
