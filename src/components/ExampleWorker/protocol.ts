import type {IntrospectionQuery} from 'graphql';
import type {ApiExampleReply, ApiExampleRequest} from './apiExample/protocol';
import type {LocatedError} from './locate';
import type {PlaygroundExample} from './runQuery';
import type {ShownPayload} from './shortenResult';

/**
 * The messages between the page and an example's worker (worker.ts), which runs the reader's code so that
 * nothing it does can stop the page. A worker handles one request at a time: the page sends a request, the
 * worker answers with replies until one that ends the request (`isFinal`). The page never waits for a reply
 * without a deadline; past it, it ends the worker (exampleWorker.ts).
 */

/** An example as the page sends it: the module as source text, since code cannot cross to the worker. */
export type ExampleSource = PlaygroundExample & {resolvers?: string};

/** What the editor's completion needs from the example: everything but the query. */
export type ExampleSetup = Omit<ExampleSource, 'query'>;

export type Request =
  /** Execute the example; the worker replies with each payload, then `done`, or with `errors`. */
  | {kind: 'run'; example: ExampleSource}
  /** Load the example's schema for the editor; the worker replies with `schema`. */
  | {kind: 'introspect'; setup: ExampleSetup}
  /** Run an API page's example (apiExample/protocol.ts). */
  | ApiExampleRequest;

export type Reply =
  /** Sent once, when the worker's code has loaded: until then a failure is a failure to load. */
  | {kind: 'ready'}
  /** A payload of the result, prepared for the page to show (shortenResult.ts). */
  | {kind: 'payload'; incremental: boolean; payload: ShownPayload}
  | {kind: 'done'}
  | {kind: 'errors'; errors: LocatedError[]}
  /** The schema's introspection, or null while the example is broken. */
  | {kind: 'schema'; introspection: IntrospectionQuery | null}
  | ApiExampleReply;

/** A reply to a request; `ready` is not one. */
export type Answer = Exclude<Reply, {kind: 'ready'}>;

/** Whether a reply is the last one to its request. */
export function isFinal(reply: Answer): boolean {
  return reply.kind !== 'payload' && reply.kind !== 'report';
}
