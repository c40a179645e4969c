import {mkdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {TestProject} from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's sample records go (see runs.mjs). */
    sampleRunsDir: string;
  }
}

/**
 * Gives the "samples" and "executed" projects one records directory per `vitest` run. Each project
 * runs its own global setup, so the name is derived from what they share: the main process and
 * the time it started.
 */
export default function setup(project: TestProject): () => void {
  const dir = path.join(
    os.tmpdir(),
    `graphql-js-docs-sample-runs-${process.pid}-${Math.round(performance.timeOrigin)}`,
  );
  mkdirSync(dir, {recursive: true});
  project.provide('sampleRunsDir', dir);
  return () => rmSync(dir, {recursive: true, force: true});
}
