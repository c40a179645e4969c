// Search figures for the benchmark: bytes (gzip) fetched to answer a first query, as the built files give them
// and as a browser fetches them, keystroke-to-results time once loaded, and the time from a query's files
// arriving to its results on a 4x slower CPU. `npm run bench` calls
// `measureSearch(browser, origin, buildDir)`; run it alone against a served build of `build/` (`npm run serve`,
// or any port) with:
//   npx tsx scripts/bench/searchBench.ts [origin]     (default origin: http://127.0.0.1:3000)
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {QUESTIONS} from '../../plugins/search/node/__tests__/relevanceQuestions';
import {chromiumLaunchOptions} from '../chromium';
import {budgets, kB} from './budgets';
import {toFirstQueryFiles, type FirstQueryFiles} from './measureSearchFiles';

/** What the bench report shows; `firstQuery` and the median keystroke are the ones it budgets. */
export interface SearchFigures {
  /**
   * What the first query (`FIRST_QUERY`) fetches, from the built files: search's chunks, the index's head, the
   * shards of its words and the chunks of its hits (the budgeted figure).
   */
  firstQuery: FirstQueryFiles;
  /** Bytes (gzip, level 6 as a static host would send them) fetched from opening search to the first results. */
  bytesToFirstAnswer: number;
  /** Median milliseconds from a keystroke in the search box to the results in the DOM. */
  keystrokeToResultsMs: number;
  /** The 95th percentile and the slowest keystroke measured (a busy machine shows in these first). */
  p95KeystrokeToResultsMs: number;
  maxKeystrokeToResultsMs: number;
  /** The index's head alone. */
  index: {raw: number; gzip: number};
  /** Everything fetched for the first answer, one line per file. */
  requests: {url: string; raw: number; gzip: number}[];
  /** How many keystrokes were timed. */
  keystrokes: number;
  /** Milliseconds from the last file of a query arriving to its results shown, over the relevance queries. */
  afterArrival: AfterArrivalFigures;
}

/** The times `timeResultsAfterArrival` measures. */
export interface AfterArrivalFigures {
  /** How many times slower the CPU ran (CDP `Emulation.setCPUThrottlingRate`). */
  cpuThrottling: number;
  queries: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** The query of the slowest time. */
  slowest: string;
}

/** The first query of the bench's visit. */
const FIRST_QUERY = 'buildSchema';

/** Typed one key at a time, as a reader would: a symbol, a prefix run and a question. */
const QUERIES = ['buildSchema', 'GraphQLObjectType', 'input types mutation', 'how do I pass arguments'];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** Times each keystroke from its `keydown` (the event's own time stamp) to the dialog's next DOM update. */
async function timeKeystrokes(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const dialog = document.querySelector('dialog')!;
    const input = dialog.querySelector('input')!;
    const times: number[] = [];
    let start: number | undefined;
    input.addEventListener('keydown', (event) => (start = event.timeStamp), true);
    new MutationObserver(() => {
      if (start === undefined) return;
      times.push(performance.now() - start);
      start = undefined;
    }).observe(dialog, {childList: true, subtree: true, characterData: true});
    Object.assign(window, {searchBenchTimes: times});
  });
  const input = page.getByRole('combobox', {name: 'Search'});
  for (const query of QUERIES) {
    // Cleared with keys too, so that every change of the results follows a timed keystroke.
    await input.press('Control+A');
    await input.press('Backspace');
    await input.pressSequentially(query, {delay: 60});
  }
  return page.evaluate(() => (window as unknown as {searchBenchTimes: number[]}).searchBenchTimes);
}

/** How much slower the CPU runs while results are timed after their files arrive: a mid-range phone's. */
const CPU_THROTTLING = 4;

/**
 * Times each relevance query (plugins/search/node/__tests__/relevanceQuestions.ts), typed into the open dialog
 * at once with the CPU slowed down `CPU_THROTTLING` times: from the later of its input and the arrival of the
 * last index file it fetched (resource timing's `responseEnd`) to its results shown, not busy, in the dialog.
 * The queries run one after another in one visit, so a later one fetches only the shards and chunks the earlier
 * ones did not.
 */
async function timeResultsAfterArrival(page: Page): Promise<AfterArrivalFigures> {
  const input = page.getByRole('combobox', {name: 'Search'});
  const answered = page.locator('dialog [role="listbox"]:not([aria-busy])');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_THROTTLING});
  const times: {query: string; ms: number}[] = [];
  try {
    for (const [query] of QUESTIONS) {
      await input.fill('');
      await answered.waitFor({state: 'detached'});
      await page.evaluate(() => {
        const dialog = document.querySelector('dialog')!;
        // Arrivals are noted by a method of the timing record: the bench runs under tsx, whose transform wraps a
        // function held in a variable in a helper (`__name`) that the page does not have.
        const timing = {
          input: 0,
          arrived: 0,
          shown: 0,
          noteArrivals(entries: PerformanceEntryList) {
            for (const entry of entries as PerformanceResourceTiming[])
              if (entry.name.includes('/search-index'))
                timing.arrived = Math.max(timing.arrived, entry.responseEnd);
          },
        };
        dialog
          .querySelector('input')!
          .addEventListener('input', (event) => (timing.input = event.timeStamp), {
            once: true,
          });
        const resources = new PerformanceObserver((list) => timing.noteArrivals(list.getEntries()));
        resources.observe({type: 'resource'});
        const results = new MutationObserver(() => {
          if (!dialog.querySelector('[role="listbox"]:not([aria-busy])')) return;
          timing.shown = performance.now();
          results.disconnect();
        });
        results.observe(dialog, {childList: true, subtree: true, attributes: true});
        Object.assign(window, {searchBenchTiming: timing, searchBenchResources: resources});
      });
      await input.fill(query);
      await answered.waitFor();
      // The resource entries are delivered in a task of their own, after the response.
      const ms = await page.evaluate(async () => {
        const {searchBenchTiming: timing, searchBenchResources: resources} = window as unknown as {
          searchBenchTiming: {
            input: number;
            arrived: number;
            shown: number;
            noteArrivals: (entries: PerformanceEntryList) => void;
          };
          searchBenchResources: PerformanceObserver;
        };
        timing.noteArrivals(resources.takeRecords());
        resources.disconnect();
        return timing.shown - Math.max(timing.input, timing.arrived);
      });
      times.push({query, ms});
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    await cdp.detach();
  }
  const ms = times.map((time) => time.ms);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    cpuThrottling: CPU_THROTTLING,
    queries: times.length,
    medianMs: percentile(ms, 0.5),
    p95Ms: percentile(ms, 0.95),
    maxMs: slowest.ms,
    slowest: slowest.query,
  };
}

/**
 * Opens the home page, then search, and measures the first answer and the keystrokes after it; `buildDir` is the
 * build the origin serves.
 */
export async function measureSearch(
  browser: Browser,
  origin: string,
  buildDir: string,
): Promise<SearchFigures> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
    const requests: SearchFigures['requests'] = [];
    const bodies: Promise<void>[] = [];
    page.on('response', (response) =>
      bodies.push(
        response.body().then(
          (body) => void requests.push({url: response.url(), raw: body.length, gzip: gzipSync(body).length}),
          () => undefined,
        ),
      ),
    );
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', {name: 'Search'}).fill(FIRST_QUERY);
    await page.getByRole('option').first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    page.removeAllListeners('response');

    const times = await timeKeystrokes(page);
    const afterArrival = await timeResultsAfterArrival(page);
    const index = requests.find((request) => request.url.endsWith('/search-index.json'));
    if (!index) throw new Error('The first query did not fetch search-index.json');
    return {
      firstQuery: await toFirstQueryFiles(buildDir, FIRST_QUERY),
      bytesToFirstAnswer: requests.reduce((sum, request) => sum + request.gzip, 0),
      keystrokeToResultsMs: percentile(times, 0.5),
      p95KeystrokeToResultsMs: percentile(times, 0.95),
      maxKeystrokeToResultsMs: Math.max(...times),
      keystrokes: times.length,
      afterArrival,
      index: {raw: index.raw, gzip: index.gzip},
      requests,
    };
  } finally {
    await context.close();
  }
}

// Run directly (by tsx, jiti, …: each sets up `process.argv` its own way), not imported by the bench.
if (process.argv.some((arg) => arg.endsWith('searchBench.ts'))) {
  const origin = process.argv.find((arg) => /^https?:\/\//.test(arg)) ?? 'http://127.0.0.1:3000';
  void (async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const figures = await measureSearch(browser, origin, path.resolve(__dirname, '../../build'));
      const toKb = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;
      for (const file of figures.firstQuery.files) {
        console.log(
          `${toKb(file.gzip).padStart(9)} gzip ${toKb(file.raw).padStart(9)} raw  build/${file.file}`,
        );
      }
      console.log(
        `First query, from the built files: ${toKb(figures.firstQuery.gzip)} gzip ` +
          `(budget ${toKb(budgets.searchFirstQueryGzipBytes)})`,
      );
      for (const request of figures.requests) {
        console.log(
          `${toKb(request.gzip).padStart(9)} gzip ${toKb(request.raw).padStart(9)} raw  ${request.url}`,
        );
      }
      console.log(`First answer, as the browser fetched it: ${toKb(figures.bytesToFirstAnswer)} gzip`);
      console.log(`Index head: ${toKb(figures.index.raw)} raw, ${toKb(figures.index.gzip)} gzip`);
      console.log(
        `Keystroke to results (${figures.keystrokes} keystrokes): median ${figures.keystrokeToResultsMs.toFixed(1)} ms, ` +
          `p95 ${figures.p95KeystrokeToResultsMs.toFixed(1)} ms, max ${figures.maxKeystrokeToResultsMs.toFixed(1)} ms (budget 50 ms)`,
      );
      const after = figures.afterArrival;
      console.log(
        `Results after their files arrive, ${after.cpuThrottling}x CPU throttling (${after.queries} queries): ` +
          `median ${after.medianMs.toFixed(1)} ms, p95 ${after.p95Ms.toFixed(1)} ms, ` +
          `max ${after.maxMs.toFixed(1)} ms ("${after.slowest}")`,
      );
    } finally {
      await browser.close();
    }
  })();
}
