import type {SearchRecord} from '../shared/types';

/** A record's content: everything but the majors it stands for and how central it is in each. */
function contentKey(record: SearchRecord): string {
  return JSON.stringify({...record, versions: undefined, references: undefined});
}

/**
 * The API records of several majors, newest first, as one list: a record the same in an older major as in a
 * newer one (same path, name, kind, summary, …) is kept once, listing both majors; the newer major's count of
 * references ranks it. Most of graphql 16's pages and members are the same in 17, so the index grows by the
 * differences only.
 */
export function mergeVersions(recordsByVersion: readonly (readonly SearchRecord[])[]): SearchRecord[] {
  const merged: SearchRecord[] = [];
  const byContent = new Map<string, SearchRecord>();
  for (const records of recordsByVersion) {
    for (const record of records) {
      const key = contentKey(record);
      const same = byContent.get(key);
      if (same) {
        same.versions = [...(same.versions ?? []), ...(record.versions ?? [])];
        continue;
      }
      const copy = {...record};
      byContent.set(key, copy);
      merged.push(copy);
    }
  }
  return merged;
}
