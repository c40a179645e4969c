import {evaluateExample} from './apiExample/evaluateExample';
import type {Answer, Request} from './protocol';
import {introspectExample, runQuery} from './runQuery';
import {toShownPayload} from './shortenResult';

/**
 * Answers one request from the page, in the worker (see protocol.ts). Every request ends with a final
 * reply, even when something unexpected throws: the page would otherwise wait out its deadline and report
 * a stopped run.
 */
export async function answer(request: Request, reply: (answer: Answer) => void): Promise<void> {
  switch (request.kind) {
    case 'run':
      return run(request.example, reply);
    case 'introspect':
      return reply({kind: 'schema', introspection: await introspectExample(request.setup)});
    case 'evaluate':
      return evaluateExample(request.example, reply);
  }
}

async function run(example: Extract<Request, {kind: 'run'}>['example'], reply: (answer: Answer) => void) {
  try {
    const outcome = await runQuery(example);
    if (outcome.kind === 'errors') return reply({kind: 'errors', errors: outcome.errors});
    try {
      for await (const payload of outcome.payloads) {
        reply({kind: 'payload', incremental: outcome.incremental, payload: toShownPayload(payload)});
      }
    } catch (error) {
      // A stream that fails midway: what arrived stays, and the failure is the last payload.
      reply({
        kind: 'payload',
        incremental: outcome.incremental,
        payload: toShownPayload({errors: [{message: String(error)}]}),
      });
    }
    reply({kind: 'done'});
  } catch (error) {
    reply({kind: 'errors', errors: [{file: 'query', message: String(error), locations: []}]});
  }
}
