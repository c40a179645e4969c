import {expect, test} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {toVersionMetadataProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {toDocDescriptions, withoutVersionDocs} from '../versionDocs';

// One version of one doc, as the installed docs plugin loads it, with what toVersionMetadataProp reads.
const doc = {
  id: 'guides/errors',
  title: 'Errors',
  description: 'How GraphQL.js reports errors.',
  permalink: '/docs/guides/errors',
  sidebar: 'guidesSidebar',
};
const loadedVersion = {versionName: 'current', label: 'Next', docs: [doc], sidebars: {}, drafts: []};
const where = 'plugins/client-bundle/node/versionDocs.ts';

test("the installed docs plugin's version data still holds a map of every doc, which versionDocs.ts empties", () => {
  const version = toVersionMetadataProp('default', loadedVersion as never);
  expect(version.docs[doc.id], `${where}: the version data's docs changed shape`).toEqual({
    id: doc.id,
    title: doc.title,
    description: doc.description,
    sidebar: doc.sidebar,
  });
  // As the docs plugin adds it: the version route under the plugin's root route.
  const route: RouteConfig = {
    path: '/docs',
    component: 'root',
    routes: [{path: '/docs', component: 'v', props: {version}}],
  };
  expect(withoutVersionDocs(route)).toBe(1);
  expect(version.docs).toEqual({});
});

test('a route without version data is left as it was', () => {
  const route: RouteConfig = {
    path: '/docs/guides/errors',
    component: 'doc',
    props: {content: {description: 'kept'}},
  };
  expect(withoutVersionDocs(route)).toBe(0);
  expect(route.props).toEqual({content: {description: 'kept'}});
});

test("the descriptions module maps each doc's permalink, as the sidebar links it, to its description", () => {
  expect(toDocDescriptions({loadedVersions: [loadedVersion]})).toEqual({[doc.permalink]: doc.description});
});
