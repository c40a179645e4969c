import type {ApiExampleRun} from '@site/plugins/typedoc-api/shared/outline';
import type {ExampleOutcome, ExampleReport} from '@site/plugins/typedoc-api/shared/exampleRuntime';

/**
 * The API examples' part of the example worker's protocol (ExampleWorker/protocol.ts): the page sends an
 * example's module, the worker answers with what it reports while it runs, then how it ended.
 */

/** An example as the page sends it: its runnable module and the version of graphql its page documents. */
export type ApiExampleSource = Extract<ApiExampleRun, {module: string}>;

export type ApiExampleRequest = {kind: 'evaluate'; example: ApiExampleSource};

export type ApiExampleReply =
  | {kind: 'report'; report: ExampleReport}
  /** The last reply to an `evaluate` request. */
  | {kind: 'evaluated'; outcome: ExampleOutcome};
