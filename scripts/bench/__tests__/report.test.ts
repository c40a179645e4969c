import {describe, expect, test} from 'vitest';
import {budgets, kB} from '../budgets';
import {toTransferSummary} from '../measureTransfer';
import {toBudgetChecks, toJsChartSvg, toMarkdown, type BenchReport} from '../report';
import {median} from '../lighthouseFigures';

const origin = 'http://127.0.0.1:3000';

function reportWithJs(jsGzip: number): BenchReport {
  return {
    generatedAt: '2026-01-01T00:00:00.000Z',
    commit: 'abc1234',
    environment: {node: 'v20', chromium: 'Chromium 1', cores: 2},
    apiHtml: {
      largestFunction: {path: '/api/function/parse', bytes: 40_000},
      largestClass: {path: '/api/class/GraphQLSchema', bytes: 90_000},
      overview: {path: '/api', bytes: 100_000},
    },
    families: [
      {
        id: 'home',
        label: 'Home',
        path: '/',
        status: 200,
        htmlBytes: 20_000,
        transfer: toTransferSummary(
          [
            {
              url: `${origin}/main.js`,
              kind: 'js',
              status: 200,
              raw: jsGzip * 3,
              gzip: jsGzip,
              transferred: jsGzip,
              prefetch: false,
            },
          ],
          origin,
        ),
        axe: {
          light: [],
          dark: [{rule: 'color-contrast', impact: 'serious', nodes: 2, help: 'Contrast', targets: ['.a']}],
        },
      },
    ],
  };
}

describe('toBudgetChecks', () => {
  test('passes a family at the JS budget and fails one above it', () => {
    const jsCheck = (jsGzip: number) => toBudgetChecks(reportWithJs(jsGzip))[0];
    const budget = budgets.firstVisitJsGzipBytes;
    const shown = `${(budget / kB).toFixed(1)} kB`;
    expect(jsCheck(budget)).toMatchObject({actual: `${shown} (${shown} with prefetches)`, pass: true});
    expect(jsCheck(budget + 1)).toMatchObject({pass: false});
  });

  test('counts axe violations over both colour modes and leaves unmeasured figures open', () => {
    const checks = toBudgetChecks(reportWithJs(100_000));
    expect(checks.find((check) => check.budget.startsWith('axe'))).toMatchObject({actual: '1', pass: false});
    expect(checks.find((check) => check.budget.startsWith('Cold build'))).toMatchObject({pass: undefined});
  });
});

describe('build and test times', () => {
  const run = (wallMs: number) => ({wallMs, cpuMs: wallMs * 1.5, peakRssBytes: 2 ** 30});
  const timed = (fastWarmMs: number, suiteMs?: number): BenchReport => ({
    ...reportWithJs(100_000),
    build: {cold: run(48_000), typedocCacheWarm: run(41_000), warm: run(38_000), pages: 1500},
    tests: {
      fastCold: run(95_000),
      fastWarm: run(fastWarmMs),
      ...(suiteMs !== undefined && {suite: run(suiteMs)}),
    },
  });
  const check = (report: BenchReport, start: string) =>
    toBudgetChecks(report).find((budget) => budget.budget.startsWith(start));

  test('holds a warm test:fast and the whole suite to their budgets, and leaves an untimed suite open', () => {
    expect(check(timed(budgets.testFastMs), '`npm run test:fast`')).toMatchObject({pass: true});
    expect(check(timed(budgets.testFastMs + 1), '`npm run test:fast`')).toMatchObject({pass: false});
    expect(check(timed(50_000, budgets.suiteMs + 1), '`npm test`')).toMatchObject({
      actual: `${(budgets.suiteMs / 60_000).toFixed(1)} min`,
      pass: false,
    });
    expect(check(timed(50_000), '`npm test`')).toMatchObject({actual: 'not measured', pass: undefined});
  });

  test('the report gives the three builds and the test commands, with their CPU time and memory', () => {
    const markdown = toMarkdown(timed(50_000, 1_800_000));
    expect(markdown).toContain(
      "| TypeDoc's cache warm, the bundler's and Docusaurus's cold | 41.0 s | 61.5 s | 1024 MiB |",
    );
    expect(markdown).toContain('| `npm run test:fast` again, caches warm | 50.0 s | 75.0 s | 1024 MiB |');
    expect(markdown).toContain(
      '| `npm test` with `CI=true`, as `.ci/run` runs it | 30.0 min | 45.0 min | 1024 MiB |',
    );
    expect(toMarkdown(timed(50_000))).toContain('`npm test` was not timed in this run');
  });
});

describe('the search budget', () => {
  const withSearch = (indexGzip: number): BenchReport => {
    const files = [
      {file: 'assets/js/search-dialog.1.js', raw: 3000, gzip: 1500},
      {file: 'assets/js/search.2.js', raw: 27_000, gzip: 9500},
      {file: 'search-index.json', raw: 500_000, gzip: indexGzip},
    ];
    const firstQuery = {files, gzip: files.reduce((sum, file) => sum + file.gzip, 0)};
    const search = {
      firstQuery,
      bytesToFirstAnswer: firstQuery.gzip + 400,
      keystrokeToResultsMs: 4,
      p95KeystrokeToResultsMs: 12,
      maxKeystrokeToResultsMs: 20,
      index: {raw: 500_000, gzip: indexGzip},
      requests: [],
      keystrokes: 40,
      afterArrival: {
        cpuThrottling: 4,
        queries: 71,
        medianMs: 21.4,
        p95Ms: 48.6,
        maxMs: 73.2,
        slowest: 'how to paginate',
      },
    };
    return {...reportWithJs(100_000), search};
  };
  const searchCheck = (report: BenchReport) =>
    toBudgetChecks(report).find((check) => check.budget.startsWith('Search, first query'));

  test("counts the built files of a first query against the budget, and is open when search wasn't measured", () => {
    const atBudget = budgets.searchFirstQueryGzipBytes - 11_000;
    expect(searchCheck(withSearch(atBudget))).toMatchObject({
      actual: `${(budgets.searchFirstQueryGzipBytes / kB).toFixed(1)} kB`,
      pass: true,
    });
    expect(searchCheck(withSearch(atBudget + 1))).toMatchObject({pass: false});
    expect(searchCheck(reportWithJs(100_000))).toMatchObject({actual: 'not measured', pass: undefined});
  });

  test('the report lists each file a first query fetches', () => {
    expect(toMarkdown(withSearch(98_000))).toContain('| `search-index.json` | 500.0 kB | 98.0 kB |');
  });

  test("the report gives the time from a query's files arriving to its results, on a throttled CPU", () => {
    expect(toMarkdown(withSearch(18_000))).toContain('| 21 ms | 49 ms | 73 ms ("how to paginate") |');
  });
});

describe('toMarkdown and toJsChartSvg', () => {
  test('the report names failures and says when search was not measured', () => {
    const markdown = toMarkdown(reportWithJs(200_000));
    expect(markdown).toContain(
      `| First-visit JS, Home | <= ${(budgets.firstVisitJsGzipBytes / kB).toFixed(1)} kB gzip | 200.0 kB (200.0 kB with prefetches) | **FAIL** |`,
    );
    expect(markdown).toContain('| Home | dark | `color-contrast` | serious | 2 | `.a` |');
    expect(markdown).toContain('## Search\n\nNot measured.');
  });

  test('the chart has one labelled bar per family and the budget line', () => {
    const svg = toJsChartSvg(reportWithJs(65_000));
    expect(svg).toContain('>Home</text>');
    expect(svg).toContain('>65.0 kB</text>');
    expect(svg).toContain(`budget ${(budgets.firstVisitJsGzipBytes / kB).toFixed(1)} kB`);
  });
});

test('median of an odd and an even number of runs', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});
