import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {ApiOutline} from '../../shared/outline';
import {mapExamples} from './listExamples';
import {toRunnableExample} from './toRunnableExample';

/** An example that does not run as shown, in the reviewed list of known failures (the `examples` option). */
export interface KnownFailure {
  /** Why, for readers: the page shows it instead of a Run button. */
  reason: string;
  /** Text the doctest's failure contains: a different failure fails the doctest, as does a pass. */
  failure: string;
  /**
   * The parser options the reason names (a GraphQL document that illustrates one), which the doctests pass
   * to `parse` to check the reason: the document parses with them, or fails with `failureWithOptions`.
   */
  parseOptions?: Record<string, unknown>;
  failureWithOptions?: string;
}

/** The list of known failures, by example id (listExamples.ts). */
export type KnownFailures = Record<string, KnownFailure>;

export async function loadKnownFailures(siteDir: string, file: string): Promise<KnownFailures> {
  return JSON.parse(await readFile(path.resolve(siteDir, file), 'utf8')) as KnownFailures;
}

/**
 * The outline with each example's `run`: the module a TypeScript or JavaScript example runs as, on the
 * package's `version`, or the reason from the list of known failures. GraphQL documents and other blocks
 * have no Run button (their doctest parses them), nor does code that does not compile.
 */
export function withRunnableExamples<Doc>(
  outline: ApiOutline<Doc>,
  version: string,
  knownFailures: KnownFailures,
): ApiOutline<Doc> {
  return mapExamples(outline, (block, id) => {
    if (Object.hasOwn(knownFailures, id)) return {...block, run: {knownFailure: knownFailures[id].reason}};
    const runnable = toRunnableExample(block.code, block.language);
    return runnable.kind === 'code' ? {...block, run: {module: runnable.module, version}} : block;
  });
}
