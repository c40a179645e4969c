import {parentPort, workerData} from 'node:worker_threads';
import {runExampleModule, type ExampleReport} from '../../shared/exampleRuntime';

/**
 * A worker thread of the doctests' pool (runExamples.ts), bundled by esbuild when the pool starts. It loads
 * the modules in `workerData.warm` (the package's entry points) before it says it is ready, so an example's
 * time limit counts its own time only, then runs one example at a time, each imported from a `data:` URL.
 */
export interface ThreadJob {
  id: string;
  url: string;
}

const port = parentPort!;
await Promise.all((workerData as {warm: string[]}).warm.map((url) => import(url)));
port.on('message', async ({id, url}: ThreadJob) => {
  const reports: ExampleReport[] = [];
  const outcome = await runExampleModule(
    () => import(url),
    (report) => reports.push(report),
  );
  port.postMessage({id, reports, outcome});
});
port.postMessage('ready');
