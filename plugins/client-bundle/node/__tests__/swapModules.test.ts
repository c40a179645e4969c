import type {CurrentBundler} from '@docusaurus/types';
import {expect, test} from 'vitest';
import {swapModules} from '../swapModules';

/** A stand-in bundler whose replacement plugin keeps what it was given. */
class NormalModuleReplacementPlugin {
  constructor(
    readonly filter: RegExp,
    readonly replace: (data: {request: string; contextInfo?: {issuer?: string}}) => void,
  ) {}
}
const bundler = {name: 'rspack', instance: {NormalModuleReplacementPlugin}} as unknown as CurrentBundler;

const swaps = [
  {issuer: /[\\/]clientEntry\.js$/, request: './docusaurus', replacement: '/window.ts'},
  {issuer: /[\\/]Link\.js$/, request: './ExecutionEnvironment', replacement: '/env.ts'},
];

function resolve(request: string, issuer: string): string {
  const plugin = swapModules(bundler, swaps) as unknown as NormalModuleReplacementPlugin;
  const data = {request, contextInfo: {issuer}};
  if (plugin.filter.test(request)) plugin.replace(data);
  return data.request;
}

test('replaces a request only where its importer matches the swap', () => {
  expect(resolve('./docusaurus', '/core/lib/client/clientEntry.js')).toBe('/window.ts');
  expect(resolve('./ExecutionEnvironment', '/core/lib/client/exports/Link.js')).toBe('/env.ts');
  expect(resolve('./docusaurus', '/core/lib/client/preload.js')).toBe('./docusaurus');
  expect(resolve('./ExecutionEnvironment', '/core/lib/client/clientEntry.js')).toBe('./ExecutionEnvironment');
});

test('offers the bundler only the swapped requests, read literally', () => {
  const {filter} = swapModules(bundler, swaps) as unknown as NormalModuleReplacementPlugin;
  expect(filter.test('./ExecutionEnvironment')).toBe(true);
  expect(filter.test('./ExecutionEnvironmentXjs')).toBe(false);
  expect(filter.test('x/ExecutionEnvironment')).toBe(false);
});
