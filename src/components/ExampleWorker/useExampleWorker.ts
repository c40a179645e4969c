import {useEffect, useState} from 'react';
import {ExampleWorker} from './exampleWorker';

// The bundler emits worker.ts as a script of its own on the site's origin: a page whose Content-Security-Policy
// forbids evaluating code can still start it (worker-src 'self'), and inside it, where the response's policy
// applies rather than the page's, the reader's modules can be imported from data: URLs. It is a classic
// worker, as the bundler loads the worker's chunks with importScripts; dynamic import() works in those too.
// The chunk's name is stable (`assets/js/playground-worker.<hash>.js`), so a host that sends the policy as a
// header can give the worker its own (README, "Content-Security-Policy").
const spawnWorker = () =>
  new Worker(/* webpackChunkName: "playground-worker" */ new URL('./worker.ts', import.meta.url));

/** An example worker for as long as the component is mounted, started at once so its code loads early. */
export function useExampleWorker(onLoadError: () => void): ExampleWorker {
  const [worker] = useState(() => new ExampleWorker(spawnWorker, onLoadError));
  useEffect(() => {
    worker.start();
    return () => worker.stop();
  }, [worker]);
  return worker;
}
