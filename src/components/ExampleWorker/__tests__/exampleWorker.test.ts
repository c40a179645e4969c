import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {ExampleWorker, timeLimitSeconds, type Ending} from '../exampleWorker';
import type {Answer, Reply, Request} from '../protocol';

/** Stands in for a browser Worker: the test plays the worker's side. */
class FakeWorker extends EventTarget {
  received: Request[] = [];
  terminated = false;
  postMessage(request: Request) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(reply: Reply) {
    this.dispatchEvent(new MessageEvent('message', {data: reply}));
  }
  failToLoad() {
    this.dispatchEvent(new Event('error'));
  }
}

let spawned: FakeWorker[];
let loadErrors: number;

function create(): ExampleWorker {
  return new ExampleWorker(
    () => {
      const worker = new FakeWorker();
      spawned.push(worker);
      return worker as unknown as Worker;
    },
    () => (loadErrors += 1),
  );
}

const introspect: Request = {kind: 'introspect', setup: {schema: 'type Query { a: Int }'}};
const run: Request = {kind: 'run', example: {query: '{ a }'}};

/** Sends a request and records its answers and, once there is one, its ending. */
function send(worker: ExampleWorker, request: Request) {
  const answers: Answer[] = [];
  const result: {ending?: Ending} = {};
  void worker.send(request, (answer) => answers.push(answer)).then((ending) => (result.ending = ending));
  return {answers, result};
}

beforeEach(() => {
  vi.useFakeTimers();
  spawned = [];
  loadErrors = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

test('a request waits for the worker to load, then gets its answers up to the final one', async () => {
  const worker = create();
  const {answers, result} = send(worker, run);
  await vi.advanceTimersByTimeAsync(0);
  expect(spawned[0].received).toEqual([]);

  spawned[0].reply({kind: 'ready'});
  await vi.advanceTimersByTimeAsync(0);
  expect(spawned[0].received).toEqual([run]);
  spawned[0].reply({kind: 'payload', incremental: true, payload: {text: '{}', leftOut: null}});
  spawned[0].reply({
    kind: 'payload',
    incremental: true,
    payload: {text: '{"hasNext": false}', leftOut: null},
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(result.ending).toBeUndefined();
  spawned[0].reply({kind: 'done'});
  await vi.advanceTimersByTimeAsync(0);
  expect(answers.map((answer) => answer.kind)).toEqual(['payload', 'payload', 'done']);
  expect(result.ending).toEqual({kind: 'answered'});
});

test(`a request still unanswered after ${timeLimitSeconds} s ends the worker; the next one gets a fresh worker`, async () => {
  const worker = create();
  worker.start();
  // Loading the worker's code does not count against the limit.
  await vi.advanceTimersByTimeAsync(timeLimitSeconds * 1000);
  spawned[0].reply({kind: 'ready'});
  const {result} = send(worker, run);
  await vi.advanceTimersByTimeAsync(timeLimitSeconds * 1000 - 1);
  expect(result.ending).toBeUndefined();
  await vi.advanceTimersByTimeAsync(1);
  expect(result.ending).toEqual({kind: 'stopped', reason: 'timeout'});
  expect(spawned[0].terminated).toBe(true);

  send(worker, introspect);
  expect(spawned).toHaveLength(2);
  spawned[1].reply({kind: 'ready'});
  await vi.advanceTimersByTimeAsync(0);
  expect(spawned[1].received).toEqual([introspect]);
});

test('stop ends the worker and the pending request at once', async () => {
  const worker = create();
  const {result} = send(worker, run);
  spawned[0].reply({kind: 'ready'});
  await vi.advanceTimersByTimeAsync(0);
  worker.stop();
  await vi.advanceTimersByTimeAsync(0);
  expect(result.ending).toEqual({kind: 'stopped', reason: 'stop'});
  expect(spawned[0].terminated).toBe(true);
});

test('a new request stops a pending one, whose worker may be stuck in it', async () => {
  const worker = create();
  const first = send(worker, introspect);
  spawned[0].reply({kind: 'ready'});
  await vi.advanceTimersByTimeAsync(0);
  const second = send(worker, introspect);
  await vi.advanceTimersByTimeAsync(0);
  expect(first.result.ending).toEqual({kind: 'stopped', reason: 'stop'});
  expect(spawned[0].terminated).toBe(true);
  spawned[1].reply({kind: 'ready'});
  await vi.advanceTimersByTimeAsync(0);
  spawned[1].reply({kind: 'schema', introspection: null});
  await vi.advanceTimersByTimeAsync(0);
  expect(second.answers).toEqual([{kind: 'schema', introspection: null}]);
  expect(second.result.ending).toEqual({kind: 'answered'});
});

test('a worker that cannot load is reported, and its requests end unanswered', async () => {
  const worker = create();
  const {result} = send(worker, run);
  spawned[0].failToLoad();
  await vi.advanceTimersByTimeAsync(0);
  expect(loadErrors).toBe(1);
  expect(result.ending).toEqual({kind: 'unavailable'});
  expect(spawned[0].received).toEqual([]);
});

test("once loaded, errors are the reader's code throwing outside a request, not a failure to load", async () => {
  const worker = create();
  worker.start();
  spawned[0].reply({kind: 'ready'});
  spawned[0].failToLoad();
  const {result} = send(worker, run);
  await vi.advanceTimersByTimeAsync(0);
  expect(loadErrors).toBe(0);
  expect(spawned[0].received).toEqual([run]);
  spawned[0].reply({kind: 'errors', errors: []});
  await vi.advanceTimersByTimeAsync(0);
  expect(result.ending).toEqual({kind: 'answered'});
});
