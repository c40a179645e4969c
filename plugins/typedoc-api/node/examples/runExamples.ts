import {availableParallelism} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {buildSync} from 'esbuild';
import {init, parse as parseImports} from 'es-module-lexer';
import type {ExampleOutcome, ExampleReport} from '../../shared/exampleRuntime';
import type {ThreadJob} from './exampleThread';

/** An example's module to run, with the package it documents. */
export interface ExampleJob {
  id: string;
  /** toRunnableExample's module. */
  module: string;
  /** Absolute URL of each import specifier the module may use; others are left to Node. */
  resolve: (specifier: string) => string | undefined;
}

/** How a run ended: as the module's outcome, or stopped at the time limit. */
export interface ExampleRun {
  reports: ExampleReport[];
  outcome: ExampleOutcome | {kind: 'timeout'};
}

export interface PoolOptions {
  /** Modules each thread loads before its first example (the package's entry points), as absolute URLs. */
  warm: string[];
  /** An example still running after this long is stopped, with its thread. */
  timeLimitMs: number;
  threads?: number;
}

/** Whether a run shows a failure on its face; the doctests also check that every check was reached. */
export function looksFailed(run: ExampleRun): boolean {
  return (
    run.outcome.kind !== 'done' ||
    run.reports.some(
      (report) =>
        (report.kind === 'value' && !report.matches) ||
        (report.kind === 'throws' && report.error === undefined),
    )
  );
}

function toDataUrl(code: string): string {
  return `data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`;
}

/** The module with each import the job resolves replaced by its absolute URL (a `data:` module needs those). */
function resolveImports(job: ExampleJob): string {
  const [imports] = parseImports(job.module);
  let code = '';
  let copied = 0;
  for (const entry of imports) {
    const url = entry.type === 'static' && entry.specifier ? job.resolve(entry.specifier) : undefined;
    if (url === undefined) continue;
    code += job.module.slice(copied, entry.start) + url;
    copied = entry.end;
  }
  return code + job.module.slice(copied);
}

let threadScript: string | undefined;

/** exampleThread.ts and the runtime, bundled into one module that a worker thread starts from. */
function threadUrl(): string {
  threadScript ??= buildSync({
    entryPoints: [path.join(__dirname, 'exampleThread.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0].text;
  return toDataUrl(threadScript);
}

class Thread {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  used = false;
  /** Ended: stopped at the time limit, or killed by an error the example threw outside its run. */
  ended = false;

  constructor(warm: string[]) {
    this.worker = new Worker(new URL(threadUrl()), {workerData: {warm}});
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', () => resolve());
      this.worker.once('error', reject);
    });
  }

  /** Runs one example; past the time limit, ends the thread (the caller starts another). */
  async run(job: ExampleJob, timeLimitMs: number): Promise<ExampleRun> {
    await this.ready;
    this.used = true;
    return new Promise((resolve) => {
      const finish = (run: ExampleRun) => {
        clearTimeout(timer);
        this.worker.off('message', onMessage);
        this.worker.off('error', onError);
        resolve(run);
      };
      const onMessage = (message: {id: string} & ExampleRun) => {
        if (message.id === job.id) finish({reports: message.reports, outcome: message.outcome});
      };
      const onError = (error: unknown) => {
        this.ended = true;
        finish({reports: [], outcome: {kind: 'threw', error: String(error)}});
      };
      const timer = setTimeout(() => {
        this.ended = true;
        void this.worker.terminate();
        finish({reports: [], outcome: {kind: 'timeout'}});
      }, timeLimitMs);
      this.worker.on('message', onMessage);
      this.worker.on('error', onError);
      this.worker.postMessage({id: job.id, url: toDataUrl(resolveImports(job))} satisfies ThreadJob);
    });
  }
}

/**
 * Runs examples in a pool of worker threads, each thread running one example after another: a thread per
 * example would spend more time starting than the examples take. An example that fails in a thread that ran
 * others is run again in a fresh thread, and that run is its result, so that only its own code decides (one
 * example may change a package's global state, such as graphql's dev mode, that another reads).
 */
export async function runExamples(
  jobs: readonly ExampleJob[],
  {warm, timeLimitMs, threads = Math.max(2, availableParallelism())}: PoolOptions,
): Promise<Map<string, ExampleRun>> {
  await init;
  const runs = new Map<string, ExampleRun>();
  const queue = [...jobs];
  const alone = async (job: ExampleJob) => {
    const thread = new Thread(warm);
    try {
      return await thread.run(job, timeLimitMs);
    } finally {
      await thread.worker.terminate();
    }
  };
  const slot = async () => {
    let thread = new Thread(warm);
    for (let job = queue.shift(); job; job = queue.shift()) {
      const shared = thread.used;
      let run = await thread.run(job, timeLimitMs);
      if (thread.ended) thread = new Thread(warm);
      if (shared && looksFailed(run)) run = await alone(job);
      runs.set(job.id, run);
    }
    await thread.worker.terminate();
  };
  await Promise.all(Array.from({length: Math.min(threads, jobs.length)}, slot));
  return runs;
}
