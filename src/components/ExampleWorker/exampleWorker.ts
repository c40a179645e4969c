import {isFinal, type Answer, type Reply, type Request} from './protocol';

/** How long a request may take before its worker is ended: the reader's code may loop forever. */
export const timeLimitSeconds = 5;

export type StopReason = 'timeout' | 'stop';

/** What the page says of a request that was stopped: the playground's and the API examples' runs say the same. */
export function stoppedText(reason: StopReason): string {
  return reason === 'timeout'
    ? `Stopped after ${timeLimitSeconds} s: the example was still running. Does a loop never end?`
    : 'Stopped.';
}

/** How a request ended: with its final answer, by ending the worker, or because the worker never loaded. */
export type Ending = {kind: 'answered'} | {kind: 'stopped'; reason: StopReason} | {kind: 'unavailable'};

interface Pending {
  onAnswer: (answer: Answer) => void;
  finish: (ending: Ending) => void;
}

/**
 * The page's side of one example worker (worker.ts). It sends one request at a time and gives it a deadline;
 * past the deadline, or when the reader stops, it ends the worker, since code stuck in a loop cannot be
 * interrupted any other way. The next request starts a fresh worker.
 */
export class ExampleWorker {
  #worker: Worker | undefined;
  /** Resolves true once the worker's code has loaded, false if it failed to. */
  #ready: Promise<boolean> = Promise.resolve(false);
  #pending: Pending | undefined;

  constructor(
    private readonly spawn: () => Worker,
    private readonly onLoadError: () => void,
  ) {}

  /** Starts a worker unless one is running, so its code loads before the first request needs it. */
  start(): void {
    if (this.#worker) return;
    const worker = this.spawn();
    this.#worker = worker;
    this.#ready = new Promise((resolve) => {
      let loaded = false;
      worker.addEventListener('message', (event: MessageEvent<Reply>) => {
        // A worker that was ended may still have messages on their way.
        if (worker !== this.#worker) return;
        const reply = event.data;
        if (reply.kind === 'ready') {
          loaded = true;
          return resolve(true);
        }
        this.#pending?.onAnswer(reply);
        if (isFinal(reply)) this.#pending?.finish({kind: 'answered'});
      });
      worker.addEventListener('error', () => {
        // Once loaded, an error is the reader's code throwing outside a request (in a timer, say).
        if (loaded || worker !== this.#worker) return;
        resolve(false);
        this.onLoadError();
      });
    });
  }

  /**
   * Sends a request and passes each answer to `onAnswer`. A request still pending is stopped first: its
   * answer is no longer wanted, and the worker may be stuck in it.
   */
  send(request: Request, onAnswer: (answer: Answer) => void): Promise<Ending> {
    if (this.#pending) this.stop();
    this.start();
    const worker = this.#worker!;
    return new Promise((resolve) => {
      let deadline: ReturnType<typeof setTimeout> | undefined;
      const pending: Pending = {
        onAnswer,
        finish: (ending) => {
          clearTimeout(deadline);
          if (this.#pending === pending) this.#pending = undefined;
          resolve(ending);
        },
      };
      this.#pending = pending;
      void this.#ready.then((ready) => {
        if (this.#pending !== pending) return;
        if (!ready) return pending.finish({kind: 'unavailable'});
        // The time limit counts from here: loading the worker's code is not the example's time.
        deadline = setTimeout(() => this.stop('timeout'), timeLimitSeconds * 1000);
        worker.postMessage(request);
      });
    });
  }

  /** Ends the worker, and with it the pending request and the state of the reader's modules. */
  stop(reason: StopReason = 'stop'): void {
    this.#worker?.terminate();
    this.#worker = undefined;
    this.#pending?.finish({kind: 'stopped', reason});
  }
}
