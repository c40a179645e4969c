import {spawn} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

const repositoryRoot = path.resolve(__dirname, '..');
const docusaurusCli = path.join(repositoryRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

export interface FixtureBuild {
  /** The CLI's exit code: 0 when the build succeeded. */
  exitCode: number | null;
  /** Everything the CLI printed, without colours. */
  output: string;
  /** The requested files of the built site, by path relative to the output folder. */
  files: Record<string, string>;
}

/**
 * Builds the fixture site `__fixtures__/<name>` with the Docusaurus CLI into a temporary folder, reads the requested
 * output files, then removes the output and the fixture's generated `.docusaurus` folder.
 */
export async function buildFixture(name: string, filesToRead: string[] = []): Promise<FixtureBuild> {
  const siteDir = path.join(__dirname, '__fixtures__', name);
  const outDir = await mkdtemp(path.join(os.tmpdir(), `build-check-${name}-`));
  try {
    const {exitCode, output} = await run(process.execPath, [
      docusaurusCli,
      'build',
      siteDir,
      '--out-dir',
      outDir,
    ]);
    const files: Record<string, string> = {};
    if (exitCode === 0) {
      for (const file of filesToRead) files[file] = await readFile(path.join(outDir, file), 'utf8');
    }
    return {exitCode, output: stripVTControlCharacters(output), files};
  } finally {
    await rm(outDir, {recursive: true, force: true});
    await rm(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  }
}

function run(command: string, args: string[]): Promise<{exitCode: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repositoryRoot,
      env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({exitCode, output}));
  });
}
