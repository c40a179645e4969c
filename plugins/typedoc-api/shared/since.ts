import type {ApiSince} from './types';

/** Orders `x.y.z` release numbers (the table of releases holds no prereleases). */
export function compareReleases(a: string, b: string): number {
  const [pa, pb] = [a, b].map((version) => version.split('.').map(Number));
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** `Added in 17.0.0`, `Deprecated in 16.3.0`: what a page's header and its members' labels say. */
export function toSinceLabels(since: ApiSince): string[] {
  return [
    ...(since.added ? [`Added in ${since.added}`] : []),
    ...(since.deprecated ? [`Deprecated in ${since.deprecated}`] : []),
  ];
}
