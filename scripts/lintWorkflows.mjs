// Part of `npm run lint`: checks every GitHub Actions workflow against the workflow schema with action-validator,
// which takes one file per run, and fails naming each invalid file.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const workflowsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.github/workflows');
const validator = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../node_modules/.bin/action-validator',
);

/** What action-validator says about a workflow file: nothing when it is valid. */
export function lintWorkflow(file) {
  const {status, stdout, stderr} = spawnSync(validator, [file], {encoding: 'utf8'});
  return status === 0 ? undefined : `${stdout}${stderr}`.trim() || `exit code ${status}`;
}

/** The workflow files of the repository. */
export function workflowFiles() {
  return readdirSync(workflowsDir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => path.join(workflowsDir, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = workflowFiles().flatMap((file) => {
    const problem = lintWorkflow(file);
    return problem ? [`${path.relative(process.cwd(), file)}:\n${problem}`] : [];
  });
  if (failures.length) {
    console.error(`Invalid GitHub Actions workflows:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`${workflowFiles().length} workflows are valid.`);
}
