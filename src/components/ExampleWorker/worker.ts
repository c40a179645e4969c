import {answer} from './answer';
import type {Reply, Request} from './protocol';
import {restrictGlobals} from './restrictGlobals';

/**
 * The example's worker: it evaluates the reader's module, builds the schema for completion and executes
 * queries, so a loop in the reader's code stops this thread, never the page's. The page ends it when a
 * request overruns its deadline (exampleWorker.ts).
 */
interface WorkerScope {
  postMessage(reply: Reply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Request>) => void): void;
}
const scope = self as unknown as WorkerScope;

// Kept before restrictGlobals removes postMessage from the reader's reach.
const reply = scope.postMessage.bind(scope);
restrictGlobals(globalThis);
scope.addEventListener('message', (event) => void answer(event.data, reply));
reply({kind: 'ready'});
