import {readFileSync} from 'node:fs';
import {isValidElement} from 'react';
import {expect, test, vi} from 'vitest';
import {routeTableImport} from '..';
import lazyComponentCreator from '../client/lazyComponentCreator';

const {componentCreator} = vi.hoisted(() => ({
  componentCreator: vi.fn((path: string) => Object.assign(() => path, {preload: vi.fn(async () => path)})),
}));
vi.mock('@docusaurus/ComponentCreator', () => ({default: componentCreator}));

// If an upgrade changed the import, the build would keep building every route's component at start-up.
test('the installed Docusaurus generates the route table with the import the plugin replaces', () => {
  const codegen = readFileSync(
    require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'),
    'utf8',
  );
  expect(codegen).toContain(`import ComponentCreator from '${routeTableImport.request}';`);
  expect(codegen).toContain(`'${routeTableImport.file}'`);
});

test("builds a route's component when it is first preloaded or rendered, and once", async () => {
  const routes = ['/api', '/api/function/parse', '/docs/tutorials'].map((path) =>
    lazyComponentCreator(path, 'abc'),
  );
  expect(componentCreator).not.toHaveBeenCalled();

  await expect(routes[1].preload()).resolves.toBe('/api/function/parse');
  const rendered = (routes[1] as unknown as (props: object) => unknown)({});
  expect(isValidElement(rendered)).toBe(true);
  await routes[1].preload();
  expect(componentCreator).toHaveBeenCalledTimes(1);
  expect(componentCreator).toHaveBeenCalledWith('/api/function/parse', 'abc');
});
