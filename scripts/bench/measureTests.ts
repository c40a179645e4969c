import {measureProcess, type ProcessRun} from './measureProcess';

export interface TestFigures {
  /** `npm run test:fast` right after the builds, whose `docusaurus clear` removed the lint and type caches. */
  fastCold: ProcessRun;
  /** `npm run test:fast` again, with its caches: what a developer waits for on every change. */
  fastWarm: ProcessRun;
  /** `npm test`, the whole suite as CI runs it; measured with `--suite` only, for it takes many minutes. */
  suite?: ProcessRun;
}

const npm = (siteDir: string, script: string, env?: NodeJS.ProcessEnv) =>
  measureProcess('npm', ['run', '--silent', script], {cwd: siteDir, env});

/** The two test commands of the README, measured as whole processes. */
export async function measureTests(siteDir: string, {suite}: {suite: boolean}): Promise<TestFigures> {
  const fastCold = await npm(siteDir, 'test:fast');
  const fastWarm = await npm(siteDir, 'test:fast');
  // As .ci/run runs it: CI set, which records no traces and refuses a focused test.
  return {
    fastCold,
    fastWarm,
    suite: suite ? await npm(siteDir, 'test', {...process.env, CI: 'true'}) : undefined,
  };
}
