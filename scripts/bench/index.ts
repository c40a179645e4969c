// `npm run bench`: builds the site, times the test commands, measures each page family and writes
// bench/report.{json,md} and bench/js-per-family.svg. Options: --skip-build (reuse build/, time no command),
// --suite (time `npm test` too, the whole suite: about 40 minutes on 2 cores), --skip-lighthouse, --runs <n>.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions, chromiumPath} from '../chromium';
import {pageFamilies} from './families';
import {measureBuild} from './measureBuild';
import {toApiHtmlSizes} from './measureHtml';
import {measureSearch} from './searchBench';
import {recordFirstVisit, toTransferSummary} from './measureTransfer';
import {measureTests} from './measureTests';
import {toJsChartSvg, toMarkdown, type BenchReport, type FamilyReport} from './report';
import {runAxe} from './runAxe';
import type {LighthouseFigures} from './lighthouseFigures';
import {serveBuild} from './serveBuild';

const siteDir = path.resolve(__dirname, '..', '..');
const buildDir = path.join(siteDir, 'build');
const benchDir = path.join(siteDir, 'bench');
/** Lighthouse's package folder: its own package.json and lock file, outside the install CI and deploy run. */
const lighthouseDir = path.join(__dirname, 'lighthouse');

type RunLighthouse = (url: string, runs: number) => Promise<LighthouseFigures>;

/** Installs Lighthouse from its lock file the first time the bench needs it, then loads the runner. */
async function loadLighthouse(): Promise<RunLighthouse> {
  if (!existsSync(path.join(lighthouseDir, 'node_modules', 'lighthouse', 'package.json'))) {
    console.log(`Installing Lighthouse in ${path.relative(siteDir, lighthouseDir)} (npm ci)`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: lighthouseDir, stdio: 'inherit'});
  }
  // A path, not a literal specifier: the site's type check runs without Lighthouse installed
  // (`npx tsc -p scripts/bench/lighthouse` checks the runner where it is).
  const runner = path.join(lighthouseDir, 'runLighthouse.ts');
  return ((await import(runner)) as {runLighthouse: RunLighthouse}).runLighthouse;
}

async function main(): Promise<void> {
  const {values: options} = parseArgs({
    options: {
      'skip-build': {type: 'boolean', default: false},
      suite: {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
      runs: {type: 'string', default: '3'},
    },
  });
  const cores = availableParallelism();
  const runLighthouse = options['skip-lighthouse'] ? undefined : await loadLighthouse();
  const build = options['skip-build'] ? undefined : await measureBuild(siteDir);
  const tests = options['skip-build'] ? undefined : await measureTests(siteDir, {suite: options.suite});
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const families: FamilyReport[] = [];
    for (const family of pageFamilies) {
      const url = `${server.origin}${family.path}`;
      console.log(`Measuring ${family.label} (${url})`);
      const context = await browser.newContext();
      const page = await context.newPage();
      const records = await recordFirstVisit(page, url);
      await context.close();
      const document = records.find((record) => record.url === url);
      families.push({
        ...family,
        status: document?.status ?? 0,
        htmlBytes: document?.raw ?? 0,
        transfer: toTransferSummary(records, server.origin),
        axe: {light: await runAxe(browser, url, 'light'), dark: await runAxe(browser, url, 'dark')},
        lighthouse:
          runLighthouse &&
          (await runLighthouse(
            `${server.origin}${family.lighthousePath ?? family.path}`,
            Number(options.runs),
          )),
      });
    }
    const report: BenchReport = {
      generatedAt: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: siteDir, encoding: 'utf8'}).trim(),
      environment: {
        node: process.version,
        chromium: execFileSync(chromiumPath, ['--version'], {encoding: 'utf8'}).trim(),
        cores,
      },
      build,
      tests,
      apiHtml: toApiHtmlSizes(buildDir),
      families,
      search: await measureSearch(browser, server.origin, buildDir),
    };
    mkdirSync(benchDir, {recursive: true});
    writeFileSync(path.join(benchDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(benchDir, 'report.md'), toMarkdown(report));
    writeFileSync(path.join(benchDir, 'js-per-family.svg'), toJsChartSvg(report));
    console.log(`Wrote ${path.relative(siteDir, benchDir)}/report.md, report.json and js-per-family.svg`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
