import {createRequire} from 'node:module';
import type * as GraphQL from 'graphql';

/**
 * The releases of graphql installed for the tests, by version: the pinned `graphql` and the others under npm
 * aliases (package.json). Version sentences on the pages ("since 16.15.0", "17.0 ignores it") run on the
 * releases on both sides of their boundary.
 */
export const releasePackages = {
  '14.7.0': 'graphql-14',
  '15.10.1': 'graphql-15',
  '16.8.2': 'graphql-16-8',
  '16.9.0': 'graphql-16-9',
  '16.13.2': 'graphql-16-13',
  '16.14.0': 'graphql-16-14-0',
  '16.14.2': 'graphql-16-14',
  '16.15.0': 'graphql-16',
  '17.0.0': 'graphql-17-0',
  '17.1.0': 'graphql',
} as const;

export type Release = keyof typeof releasePackages;

const require = createRequire(import.meta.url);

/**
 * One release as Node.js loads it for CommonJS code (graphql 14's ES modules resolve only through a bundler).
 * Fails when the installed package is not that release, so the table above cannot drift from package.json.
 */
export function loadRelease(release: Release): typeof GraphQL {
  const graphql: typeof GraphQL = require(releasePackages[release]);
  if (graphql.version !== release)
    throw new Error(
      `${releasePackages[release]} is graphql ${graphql.version}, not ${release}: see package.json`,
    );
  return graphql;
}
