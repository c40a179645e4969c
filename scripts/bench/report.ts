import type {AxeViolation, ColorMode} from './runAxe';
import type {BuildFigures} from './measureBuild';
import type {ProcessRun} from './measureProcess';
import type {TestFigures} from './measureTests';
import type {ApiHtmlSizes} from './measureHtml';
import type {LighthouseFigures} from './lighthouseFigures';
import type {SearchFigures} from './searchBench';
import type {ResourceKind, TransferSummary} from './measureTransfer';
import {resourceKinds} from './measureTransfer';
import {budgets, kB} from './budgets';

export interface FamilyReport {
  id: string;
  label: string;
  path: string;
  /** HTTP status of the document (404 for the not-found family). */
  status: number;
  /** Raw size of the page's HTML document. */
  htmlBytes: number;
  transfer: TransferSummary;
  lighthouse?: LighthouseFigures;
  axe: Record<ColorMode, AxeViolation[]>;
}

export interface BenchReport {
  generatedAt: string;
  commit: string;
  environment: {node: string; chromium: string; cores: number};
  /** Absent when the bench reused an existing build (`--skip-build`). */
  build?: BuildFigures;
  /** Absent with `--skip-build`; `suite` absent without `--suite`. */
  tests?: TestFigures;
  apiHtml: ApiHtmlSizes;
  families: FamilyReport[];
  /** First-query bytes and keystroke times of the search dialog (scripts/bench/searchBench.ts). */
  search?: SearchFigures;
}

export interface BudgetCheck {
  budget: string;
  limit: string;
  actual: string;
  /** `undefined` when the figure was not measured in this run, or not judged (see `verdict`). */
  pass: boolean | undefined;
  /** Why a measured figure is not judged: `not judged` (Lighthouse on an older Chromium). */
  verdict?: string;
}

const toKb = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;
const toSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const toMiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const toMinutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/** A row of the build and test tables: a run's wall time, CPU time and peak memory. */
const runRow = (label: string, run: ProcessRun, toTime = toSeconds) => [
  label,
  toTime(run.wallMs),
  toTime(run.cpuMs),
  toMiB(run.peakRssBytes),
];

const runHeader = ['Run', 'Wall time', 'CPU time (user + system)', 'Peak memory (process tree)'];

/** A time budget against a run that may not have been measured. */
function timeCheck(
  budget: string,
  limitMs: number,
  run: ProcessRun | undefined,
  toTime: (ms: number) => string,
): BudgetCheck {
  return {
    budget,
    limit: `<= ${toTime(limitMs)}`,
    actual: run ? toTime(run.wallMs) : 'not measured',
    pass: run ? run.wallMs <= limitMs : undefined,
  };
}

/** Each budget of issue 7 against this run's figures. */
export function toBudgetChecks(report: BenchReport): BudgetCheck[] {
  const checks: BudgetCheck[] = report.families.map((family) => ({
    budget: `First-visit JS, ${family.label}`,
    limit: `<= ${toKb(budgets.firstVisitJsGzipBytes)} gzip`,
    actual: `${toKb(family.transfer.pageJs.gzip)} (${toKb(family.transfer.byKind.js.gzip)} with prefetches)`,
    pass: family.transfer.pageJs.gzip <= budgets.firstVisitJsGzipBytes,
  }));
  const {largestFunction, largestClass, overview} = report.apiHtml;
  checks.push(
    {
      budget: `HTML, every API function page (largest: ${largestFunction.path})`,
      limit: `<= ${toKb(budgets.functionPageHtmlBytes)}`,
      actual: toKb(largestFunction.bytes),
      pass: largestFunction.bytes <= budgets.functionPageHtmlBytes,
    },
    {
      budget: `HTML, largest API class page (${largestClass.path})`,
      limit: `<= ${toKb(budgets.largestClassPageHtmlBytes)}`,
      actual: toKb(largestClass.bytes),
      pass: largestClass.bytes <= budgets.largestClassPageHtmlBytes,
    },
    {
      budget: 'HTML, /api overview',
      limit: `<= ${toKb(budgets.apiOverviewHtmlBytes)}`,
      actual: toKb(overview.bytes),
      pass: overview.bytes <= budgets.apiOverviewHtmlBytes,
    },
  );
  checks.push({
    budget:
      "Search, first query (its chunks, the index's head, its words' shards, its hits' chunks; built files)",
    limit: `<= ${toKb(budgets.searchFirstQueryGzipBytes)} gzip`,
    actual: report.search ? toKb(report.search.firstQuery.gzip) : 'not measured',
    pass: report.search ? report.search.firstQuery.gzip <= budgets.searchFirstQueryGzipBytes : undefined,
  });
  const axeCount = report.families.reduce(
    (sum, family) => sum + family.axe.light.length + family.axe.dark.length,
    0,
  );
  checks.push({
    budget: 'axe-core rules violated, all families, light and dark',
    limit: '0',
    actual: String(axeCount),
    pass: axeCount === 0,
  });
  const foreign = [...new Set(report.families.flatMap((family) => family.transfer.foreignOrigins))];
  checks.push({
    budget: 'Requests leaving the site origin',
    limit: 'none',
    actual: foreign.length === 0 ? 'none' : foreign.join(', '),
    pass: foreign.length === 0,
  });
  const chromiumMajor = Number(/Chromium (\d+)/.exec(report.environment.chromium)?.[1]);
  const judged = chromiumMajor >= budgets.lighthouseMinChromium;
  for (const [category, target] of Object.entries(budgets.lighthouse)) {
    const scores = report.families.flatMap((family) =>
      family.lighthouse ? [family.lighthouse.scores[category as keyof typeof budgets.lighthouse]] : [],
    );
    const lowest = scores.length > 0 ? String(Math.min(...scores)) : 'not measured';
    checks.push({
      budget: `Lighthouse ${category}, lowest family`,
      limit: `>= ${target} on Chromium ${budgets.lighthouseMinChromium} or later`,
      actual: judged ? lowest : `${lowest} (Chromium ${chromiumMajor}: not judged)`,
      pass: scores.length > 0 && judged ? Math.min(...scores) >= target : undefined,
      ...(scores.length > 0 && !judged && {verdict: 'not judged'}),
    });
  }
  const {cores} = report.environment;
  checks.push(
    timeCheck(`Cold build (${cores} cores)`, budgets.coldBuildMs, report.build?.cold, toSeconds),
    timeCheck(
      `\`npm run test:fast\`, caches warm (${cores} cores)`,
      budgets.testFastMs,
      report.tests?.fastWarm,
      toSeconds,
    ),
    timeCheck(
      `\`npm test\`, the whole suite (${cores} cores)`,
      budgets.suiteMs,
      report.tests?.suite,
      toMinutes,
    ),
  );
  return checks;
}

const kindLabels: Record<ResourceKind, string> = {
  js: 'JS',
  css: 'CSS',
  html: 'HTML',
  fonts: 'Fonts',
  images: 'Images',
  other: 'Other',
};

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** The readable report, bench/report.md. */
export function toMarkdown(report: BenchReport): string {
  const sections: string[] = [
    '# graphql-js docs: speed, weight and accessibility',
    `Generated ${report.generatedAt} at commit \`${report.commit}\` with Node ${report.environment.node}, ` +
      `${report.environment.chromium}, ${report.environment.cores} cores. Regenerate with \`npm run bench\`. ` +
      '1 kB = 1000 bytes. The chart of first-visit JS per family is [js-per-family.svg](js-per-family.svg).',
    '## Budgets',
    'First-visit JS counts what the page itself loads. JS fetched ahead for other pages would be ' +
      'shown in brackets and in the first-visit table; pages are prefetched only on hover or touch ' +
      '(plugins/client-bundle), so with no pointer movement it should be none.',
    table(
      ['Budget', 'Limit', 'Actual', ''],
      toBudgetChecks(report).map((check) => [
        check.budget,
        check.limit,
        check.actual,
        check.verdict ?? (check.pass === undefined ? 'not measured' : check.pass ? 'pass' : '**FAIL**'),
      ]),
    ),
    '## Build',
  ];
  if (report.build) {
    const {cold, typedocCacheWarm, warm, pages} = report.build;
    sections.push(
      table(runHeader, [
        runRow("Cold (`docusaurus clear` first: no cache, TypeDoc's included)", cold),
        runRow("TypeDoc's cache warm, the bundler's and Docusaurus's cold", typedocCacheWarm),
        runRow('Warm rebuild (every cache kept)', warm),
      ]),
      `${pages} HTML pages. The machine is shared, so wall time varies with load; CPU time varies less.`,
    );
  } else {
    sections.push('Not measured in this run (`--skip-build` reused the existing build).');
  }
  sections.push('## Tests');
  if (report.tests) {
    const {fastCold, fastWarm, suite} = report.tests;
    sections.push(
      table(runHeader, [
        runRow('`npm run test:fast`, after `docusaurus clear` removed its caches', fastCold),
        runRow('`npm run test:fast` again, caches warm', fastWarm),
        ...(suite ? [runRow('`npm test` with `CI=true`, as `.ci/run` runs it', suite, toMinutes)] : []),
      ]),
      // Measured: Vitest alone keeps 1.8 of 2 cores busy, yet the whole suite reads as one.
      "CPU time counts the processes a command's process tree waited for. The end-to-end tests' browser " +
        "processes end outside that tree, so the suite's CPU time leaves most of their work out: compare its " +
        'wall time.',
    );
    if (!suite) sections.push('`npm test` was not timed in this run (`npm run bench -- --suite` times it).');
  } else {
    sections.push('Not measured in this run (`--skip-build`).');
  }
  sections.push(
    '## First visit: bytes transferred',
    'Every response Chromium received from navigation until the network was idle (500 ms) after ' +
      'hydration, with an empty cache and no pointer movement; gzip as a static host sends it ' +
      '(fonts and raster images as they are). "of which prefetch" is what was fetched ahead for ' +
      'pages the reader may open next (`<link rel=prefetch>`).',
    table(
      [
        'Family',
        'Requests',
        ...resourceKinds.map((kind) => `${kindLabels[kind]} gzip (raw)`),
        'Total gzip',
        'of which prefetch',
      ],
      report.families.map((family) => [
        `${family.label} \`${family.path}\``,
        String(family.transfer.requests),
        ...resourceKinds.map(
          (kind) => `${toKb(family.transfer.byKind[kind].gzip)} (${toKb(family.transfer.byKind[kind].raw)})`,
        ),
        toKb(family.transfer.total.gzip),
        toKb(family.transfer.prefetch.gzip),
      ]),
    ),
    '## HTML size',
    table(
      ['Page', 'HTML (raw)'],
      [
        ...report.families.map((family) => [`${family.label} \`${family.path}\``, toKb(family.htmlBytes)]),
        [
          `Largest API function \`${report.apiHtml.largestFunction.path}\``,
          toKb(report.apiHtml.largestFunction.bytes),
        ],
        [
          `Largest API class \`${report.apiHtml.largestClass.path}\``,
          toKb(report.apiHtml.largestClass.bytes),
        ],
      ],
    ),
    '## Lighthouse (mobile preset, median of runs)',
    'Lighthouse simulates a phone CPU 4x slower than the machine it measures ("CPU benchmark" is its ' +
      'benchmarkIndex; a quiet desktop scores about 1500 or more), so on a busy machine TBT and the ' +
      'performance score come out pessimistic. The 404 page is audited at `/404`, the same document ' +
      'served with status 200, because Lighthouse does not audit error responses.',
  );
  const measured = report.families.filter((family) => family.lighthouse);
  if (measured.length > 0) {
    sections.push(
      table(
        [
          'Family',
          'Runs',
          'Performance',
          'Accessibility',
          'Best practices',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'CPU benchmark',
          'Audits losing points',
        ],
        measured.map(({label, lighthouse}) => [
          label,
          String(lighthouse!.runs),
          String(lighthouse!.scores.performance),
          String(lighthouse!.scores.accessibility),
          String(lighthouse!.scores['best-practices']),
          String(lighthouse!.scores.seo),
          `${Math.round(lighthouse!.lcpMs)} ms`,
          `${Math.round(lighthouse!.tbtMs)} ms`,
          lighthouse!.cls.toFixed(3),
          String(Math.round(lighthouse!.benchmarkIndex)),
          lighthouse!.failedAudits.join(', ') || 'none',
        ]),
      ),
    );
  } else {
    sections.push('Not measured in this run (`--skip-lighthouse`).');
  }
  sections.push('## axe-core violations, by rule');
  const violations = report.families.flatMap((family) =>
    (['light', 'dark'] as const).flatMap((mode) =>
      family.axe[mode].map((violation) => [
        family.label,
        mode,
        `\`${violation.rule}\``,
        violation.impact,
        String(violation.nodes),
        violation.targets.map((target) => `\`${target}\``).join(', '),
      ]),
    ),
  );
  sections.push(
    violations.length > 0
      ? table(['Family', 'Mode', 'Rule', 'Impact', 'Elements', 'First elements'], violations)
      : 'None on any family, in light or dark mode.',
    '## Search',
    report.search
      ? [
          SEARCH_CHOICE,
          table(
            [
              'First query, built files (gzip)',
              'First query, as fetched (gzip)',
              'Keystroke to results (median)',
              'p95',
            ],
            [
              [
                toKb(report.search.firstQuery.gzip),
                toKb(report.search.bytesToFirstAnswer),
                `${Math.round(report.search.keystrokeToResultsMs)} ms`,
                `${Math.round(report.search.p95KeystrokeToResultsMs)} ms`,
              ],
            ],
          ),
          toAfterArrivalTable(report.search),
          table(
            ['File a first query fetches', 'Raw', 'Gzip'],
            report.search.firstQuery.files.map((file) => [
              `\`${file.file}\``,
              toKb(file.raw),
              toKb(file.gzip),
            ]),
          ),
        ].join('\n\n')
      : 'Not measured.',
  );
  return `${sections.join('\n\n')}\n`;
}

/** Results after their files arrive (issue 36: under 100 ms), on a throttled CPU. */
function toAfterArrivalTable({afterArrival}: SearchFigures): string {
  return table(
    [
      `Results after their files arrive, ${afterArrival.cpuThrottling}x CPU throttling (${afterArrival.queries} relevance queries): median`,
      'p95',
      'Slowest',
    ],
    [
      [
        `${Math.round(afterArrival.medianMs)} ms`,
        `${Math.round(afterArrival.p95Ms)} ms`,
        `${Math.round(afterArrival.maxMs)} ms ("${afterArrival.slowest}")`,
      ],
    ],
  );
}

/** What the search section's figures come from: the design chosen, and the one measured and rejected. */
const SEARCH_CHOICE =
  "MiniSearch's index split into a head (what ranking reads of every doc), term shards by first letter (fetched " +
  "for a query's words) and result chunks of 16 docs (fetched for the hits shown); every reader query of the " +
  'relevance tests is held to the budget (e2e/budgets.spec.ts). Rejected: Pagefind 1.6 as it comes, 131–216 kB ' +
  'for a first query, 60 kB of WebAssembly and 26 kB of code before any index, and `wasm-unsafe-eval` in the CSP.';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A horizontal bar chart of first-visit JS (gzip) per family, with the budget as a line. */
export function toJsChartSvg(report: BenchReport): string {
  const barHeight = 24;
  const gap = 12;
  const labelWidth = 150;
  const plotWidth = 440;
  const top = 40;
  const height = top + report.families.length * (barHeight + gap) + 30;
  const largest = Math.max(
    budgets.firstVisitJsGzipBytes,
    ...report.families.map((family) => family.transfer.byKind.js.gzip),
  );
  const scale = plotWidth / (largest * 1.1);
  const budgetX = labelWidth + budgets.firstVisitJsGzipBytes * scale;
  const bars = report.families.map((family, index) => {
    const y = top + index * (barHeight + gap);
    const js = family.transfer.byKind.js.gzip;
    const prefetched = js - family.transfer.pageJs.gzip;
    const ownWidth = (js - prefetched) * scale;
    return [
      `<text x="${labelWidth - 8}" y="${y + barHeight * 0.7}" text-anchor="end">${escapeXml(family.label)}</text>`,
      `<rect x="${labelWidth}" y="${y}" width="${ownWidth.toFixed(1)}" height="${barHeight}" fill="#2b6cb0"/>`,
      `<rect x="${(labelWidth + ownWidth).toFixed(1)}" y="${y}" width="${(prefetched * scale).toFixed(1)}" height="${barHeight}" fill="#90cdf4"/>`,
      `<text x="${(labelWidth + js * scale + 6).toFixed(1)}" y="${y + barHeight * 0.7}">${toKb(js)}</text>`,
    ].join('\n  ');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + plotWidth + 90}" height="${height}" font-family="sans-serif" font-size="13" role="img" aria-labelledby="title">`,
    '  <title id="title">First-visit JavaScript per page family, kB gzip</title>',
    '  <rect width="100%" height="100%" fill="#ffffff"/>',
    `  <text x="${labelWidth}" y="20" font-weight="bold">First-visit JS, kB gzip (dark: this page, light: prefetched for other pages)</text>`,
    `  ${bars.join('\n  ')}`,
    `  <line x1="${budgetX.toFixed(1)}" y1="${top - 8}" x2="${budgetX.toFixed(1)}" y2="${height - 24}" stroke="#c53030" stroke-dasharray="4 3"/>`,
    `  <text x="${budgetX.toFixed(1)}" y="${height - 8}" text-anchor="middle" fill="#c53030">budget ${toKb(budgets.firstVisitJsGzipBytes)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
