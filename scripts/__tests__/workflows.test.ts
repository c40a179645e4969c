import {mkdtemp, writeFile} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {lintWorkflow, workflowFiles} from '../lintWorkflows.mjs';

const repositoryRoot = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repositoryRoot, file), 'utf8');

test('the workflow lint of `npm run lint` rejects an invalid workflow, naming what is wrong', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'workflow-'));
  const file = path.join(dir, 'broken.yml');
  await writeFile(
    file,
    'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: npm test\n',
  );
  expect(lintWorkflow(file)).toContain("Additional property 'stepz' is not allowed");
  await writeFile(
    file,
    'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
  );
  expect(lintWorkflow(file)).toBeUndefined();
});

test("the repository's workflows are the CI and the deployment, and they are valid", () => {
  const files = workflowFiles().map((file) => path.basename(file));
  expect(files.sort()).toEqual(['ci.yml', 'deploy.yml']);
  for (const file of workflowFiles()) expect(lintWorkflow(file), file).toBeUndefined();
});

test("CI runs the README's test command on every push and pull request, with Chromium from apt", () => {
  const ci = read('.github/workflows/ci.yml');
  expect(ci).toMatch(/^on:\n {2}push:\n {2}pull_request:\n/m);
  expect(ci).toMatch(/^ {6}- run: \.ci\/run$/m);
  const run = read('.ci/run');
  expect(run).toContain('apt-get install -y chromium');
  // The README's two commands: the second is the test command.
  const [, testCommand] = /^npm ci && npm start .*\n(npm ci && npm test)/m.exec(read('README.md'))!;
  expect(run.trim().split('\n').slice(-2).join(' && ')).toBe(testCommand);
});

test('the deployment builds with the base path GitHub Pages gives, and publishes build/', () => {
  const deploy = read('.github/workflows/deploy.yml');
  expect(deploy).toContain('uses: actions/configure-pages@');
  expect(deploy).toContain('BASE_URL: ${{ steps.pages.outputs.base_path }}/');
  expect(deploy).toMatch(/- run: npm ci\n\s+- run: npm run build\n/);
  expect(deploy).toMatch(/uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: build\n/);
  expect(deploy).toContain('uses: actions/deploy-pages@');
});
