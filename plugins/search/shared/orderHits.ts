import type {SearchHit} from './types';

/** Hits of the same name: an API symbol or member in each major; tutorial sections are their own. */
function nameOf(hit: SearchHit): string {
  return hit.kind === 'tutorial' ? String(hit.doc) : `${hit.title}\n${hit.heading ?? ''}`;
}

/** A member named with its owner, as code and the API pages write it: `GraphQLError.extensions`, `Owner#member`. */
const MEMBER_PATH = /^([\p{L}\p{N}_$]+)\s*[.#]\s*(\S+)$/u;

/** A member's owner and name as one key, in any case and without the brackets of a symbol key (`[toStringTag]`). */
export function toMemberKey(owner: string, member: string): string {
  return `${owner}.${member.replace(/^\[(.*)\]$/, '$1')}`.toLowerCase();
}

/** The member a query names with its owner (`GraphQLError.extensions`), as `toMemberKey` writes it. */
export function toQueriedMemberKey(query: string): string | undefined {
  const [, owner, member] = MEMBER_PATH.exec(query.trim()) ?? [];
  return owner === undefined ? undefined : toMemberKey(owner, member);
}

/**
 * Results in the order a reader expects, given hits in score order. A reference is searched by name, so the API
 * symbols whose name is the whole query come first whatever the scores say: the newest major's first, then an
 * exact-case match before other casings, then an export before a type of the same name that the package does not
 * export. A camelCase query (`toConfig`) is a name from code too: the members of that name come next, and so
 * does the member a query names with its owner (`GraphQLError.extensions`), in any case. Then the
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
  const memberKey = toQueriedMemberKey(name);
  const isExactMember = (hit: SearchHit) =>
    hit.kind === 'member' &&
    ((isCodeName && hit.heading === name) ||
      (memberKey !== undefined && toMemberKey(hit.title, hit.heading ?? '') === memberKey));
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
