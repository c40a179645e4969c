import {readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {measureProcess, type ProcessRun} from './measureProcess';

export interface BuildFigures {
  /** After `docusaurus clear`: no caches at all, TypeDoc's included. */
  cold: ProcessRun;
  /** TypeDoc's output cached, everything else cold: what a build after a change to the site's code costs. */
  typedocCacheWarm: ProcessRun;
  /** Every cache kept. */
  warm: ProcessRun;
  /** HTML pages in build/, the 404 page included. */
  pages: number;
}

const docusaurusBin = require.resolve('@docusaurus/core/bin/docusaurus.mjs');

const runDocusaurus = (siteDir: string, command: string) =>
  measureProcess(process.execPath, [docusaurusBin, command], {cwd: siteDir});

function countHtmlFiles(directory: string): number {
  return readdirSync(directory, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'))
    .length;
}

/** What `docusaurus clear` removes, but TypeDoc's cache (plugins/typedoc-api/node/typedocCache.ts). */
function clearAllButTypedocCache(siteDir: string): void {
  const cacheDir = path.join(siteDir, 'node_modules', '.cache');
  for (const entry of readdirSync(cacheDir))
    if (entry !== 'typedoc-api') rmSync(path.join(cacheDir, entry), {recursive: true, force: true});
  for (const generated of ['.docusaurus', 'build'])
    rmSync(path.join(siteDir, generated), {recursive: true, force: true});
}

/**
 * A cold build after `docusaurus clear` (no caches, TypeDoc's included), a build with only TypeDoc's output
 * cached, then a warm rebuild with every cache kept.
 */
export async function measureBuild(siteDir: string): Promise<BuildFigures> {
  await runDocusaurus(siteDir, 'clear');
  const cold = await runDocusaurus(siteDir, 'build');
  clearAllButTypedocCache(siteDir);
  const typedocCacheWarm = await runDocusaurus(siteDir, 'build');
  const warm = await runDocusaurus(siteDir, 'build');
  return {cold, typedocCacheWarm, warm, pages: countHtmlFiles(path.join(siteDir, 'build'))};
}
