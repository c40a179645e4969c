import {launch} from 'chrome-launcher';
import type {Flags, Result} from 'lighthouse';
import {chromiumFlags, chromiumPath} from '../../chromium';
import {
  lighthouseCategories,
  median,
  type LighthouseCategory,
  type LighthouseFigures,
  type RunFigures,
} from '../lighthouseFigures';

function toRunFigures(lhr: Result): RunFigures {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    lighthouseCategories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<LighthouseCategory, number>;
  const failedAudits = lighthouseCategories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failedAudits,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Runs Lighthouse's default (mobile) configuration `runs` times on `url`, each in a fresh Chromium. */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const {default: lighthouse} = await import('lighthouse');
  const results: RunFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumFlags],
    });
    try {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...lighthouseCategories],
      };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      results.push(toRunFigures(result.lhr));
    } finally {
      chrome.kill();
    }
  }
  return {
    runs,
    scores: Object.fromEntries(
      lighthouseCategories.map((id) => [id, median(results.map((result) => result.scores[id]))]),
    ) as Record<LighthouseCategory, number>,
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
    failedAudits: [...new Set(results.flatMap((result) => result.failedAudits))].sort(),
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
  };
}
