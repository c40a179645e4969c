import {execFile, spawn} from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import {cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  type ValidationRule,
} from 'graphql';
import type ts from 'typescript';
import {beforeAll, describe, expect, test, vi} from 'vitest';
import type {
  Options as ApiPluginOptions,
  PluginOptions as ApiPluginSettings,
} from '../../plugins/typedoc-api';
import type {SymbolComparison} from '../../plugins/typedoc-api/node/compare/compareOutlines';
import type {GuideSections} from '../../plugins/typedoc-api/node/guideSections';
import {runQuery, type PlaygroundExample} from '../../src/components/ExampleWorker/runQuery';
import {pageSource, readPageModel, shownCommands, siteDir, type ShownCommand} from './pages';
import {examplesDir, GRAPHQL_PACKAGE_ENV} from './recording/runs.mjs';
import {markShownJson} from './recording/shownJson';
import {childProcessEnv, recordRun} from './recording/workerRuns';
import {releasePackages, type Release} from './releases';

/**
 * The one module sample tests import: run a sample as a reader would, and read what a page shows.
 * Everything run through it, or imported by a test, is recorded (see recording/), and
 * executed.check.ts fails when a page shows a file or command that its test never executed.
 *
 * `page` arguments are a tutorial slug (`'basic-types'`), a path under docs/ (`'guides/<slug>'`), or
 * `'home'`. Sample paths are relative to examples/ (`'index/hello.mjs'`).
 */

export {examplesDir, siteDir};

const run = promisify(execFile);

/** Absolute path of a sample file, e.g. `example('index/hello.mjs')`. */
export function example(relativePath: string): string {
  return path.join(examplesDir, relativePath);
}

// ---------------------------------------------------------------------------------------------
// What pages show

/** A sample file's text, e.g. a `.graphql` operation that a page shows. */
export function readSample(relativePath: string): Promise<string> {
  return readFile(example(relativePath), 'utf8');
}

/**
 * A JSON file that a page shows, parsed. Comparing the value in an assertion
 * (`expect(result).toEqual(await readShownJson(...))`) records the file as checked.
 */
export async function readShownJson(relativePath: string): Promise<unknown> {
  return markShownJson(JSON.parse(await readSample(relativePath)), example(relativePath));
}

/**
 * Asserts that what a script printed is, byte for byte, the file a page shows as its output (a final newline
 * aside): a block titled "Output" shows what the script prints, not a pretty-printed copy of the value.
 * Records the file as compared as printed text, which executed.check.ts requires of every such block.
 */
export async function expectShownOutput(stdout: string, relativePath: string): Promise<void> {
  const shown = await readSample(relativePath);
  expect(stdout.replace(/\n$/, ''), `what the script prints, shown as ${relativePath}`).toBe(
    shown.replace(/\n$/, ''),
  );
  recordRun('output', example(relativePath));
}

/**
 * A value as a client receives it: through JSON text. graphql 17's results hold null-prototype objects
 * and GraphQLError instances, which compare unequal to the plain data a page shows.
 */
export function asJson(value: unknown) {
  return JSON.parse(JSON.stringify(value));
}

/** The source text of a page, e.g. to check that it quotes a message the test observed. */
export function readPage(page: string): Promise<string> {
  return readFile(pageSource(page), 'utf8');
}

/**
 * A schema whose one field `f` takes an argument `s` of a custom scalar `Secret` that refuses every value with
 * `message`, as a scalar that looks values up in a database might: what a path-less variable error carries.
 */
export function schemaWithRefusingScalar(message: string): GraphQLSchema {
  const refuse = () => {
    throw new Error(message);
  };
  const Secret = new GraphQLScalarType({
    name: 'Secret',
    coerceInputValue: refuse,
    coerceInputLiteral: refuse,
  });
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {f: {type: GraphQLString, args: {s: {type: Secret}}, resolve: () => 'x'}},
    }),
  });
}

/** The shell commands a page shows, with their lines, in order. */
export function commandsIn(page: string): ShownCommand[] {
  return shownCommands(readPageModel(page));
}

/** The `curl` commands a page shows, in order, with line continuations kept. */
export async function curlCommandsIn(page: string): Promise<string[]> {
  return commandsIn(page)
    .map((command) => command.text)
    .filter((text) => text.startsWith('curl '));
}

/** The one command a page shows that starts with `start`, e.g. `'npx vite build'`; fails unless there is one. */
export function shownCommand(page: string, start: string): string {
  const matches = commandsIn(page)
    .map((command) => command.text)
    .filter((text) => text.startsWith(start));
  if (matches.length !== 1)
    throw new Error(`${page} shows ${matches.length} commands starting with ${start}`);
  return matches[0];
}

/** The JSON request body of a curl command (its `--data '...'` or `-d '...'` argument). */
export function curlBody(command: string): {query: string; variables?: unknown; operationName?: string} {
  const match = /(?:--data|-d) '([^']*)'/.exec(command);
  if (!match) throw new Error(`No --data '...' in: ${command}`);
  return JSON.parse(match[1]);
}

// ---------------------------------------------------------------------------------------------
// Running samples and shown commands

export interface NodeRun {
  /** The exit code. */
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A major of graphql that samples can run against: 17 is the pinned `graphql`; the older ones are installed
 * beside it under npm aliases (`graphql-16`, `graphql-15`, `graphql-14`), for the upgrade guides' samples of
 * code written for them.
 */
export type GraphQLMajor = 14 | 15 | 16 | 17;

/** The release each major's samples run on, installed as releases.ts lists it. */
export const majorRelease: Record<GraphQLMajor, Release> = {
  14: '14.7.0',
  15: '15.10.1',
  16: '16.15.0',
  17: '17.1.0',
};

const graphqlPackages = Object.fromEntries(
  Object.entries(majorRelease).map(([major, release]) => [major, releasePackages[release]]),
) as Record<GraphQLMajor, string>;

/**
 * The environment that makes a child process load `major` wherever its code imports `graphql` (the
 * recording's module hooks resolve it), so a sample runs unchanged, as a reader with that major installed
 * runs it.
 */
function graphqlEnv(major: GraphQLMajor = 17): NodeJS.ProcessEnv {
  return major === 17 ? {} : {[GRAPHQL_PACKAGE_ENV]: graphqlPackages[major]};
}

/**
 * Runs `node <args>` in `cwd` and reports how it ended, without throwing when the exit code is not 0:
 * for scripts whose exit code a page talks about (a CI check), runs with Node.js flags
 * (`--conditions=development`, `--test`), and copies of a sample folder. Sample modules it loads are
 * recorded; `env` is added to the environment (a NODE_OPTIONS of its own leaves the recording out).
 */
export async function runNode(
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; graphql?: GraphQLMajor},
): Promise<NodeRun> {
  try {
    const {stdout, stderr} = await run(process.execPath, args, {
      cwd: options.cwd,
      env: childProcessEnv({...graphqlEnv(options.graphql), ...options.env}),
    });
    return {code: 0, stdout, stderr};
  } catch (error) {
    const {code, stdout = '', stderr = ''} = error as {code?: unknown; stdout?: string; stderr?: string};
    // Anything but an exit code (Node.js did not start, or was killed) is the test's failure.
    if (typeof code !== 'number') throw error;
    return {code, stdout, stderr};
  }
}

/** What a Node.js run printed, once it exited with 0; otherwise an error with its output. */
function printedOnSuccess(what: string, {code, stdout, stderr}: NodeRun): string {
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${stderr}${stdout}`);
  return stdout;
}

/**
 * Node.js's arguments to run a script sample in its folder. A TypeScript sample (`.mts`) runs through tsx:
 * the Node.js versions graphql 17 supports strip types themselves, the one running the tests may not.
 */
function scriptArgs(relativePath: string, args: string[]): string[] {
  const file = path.basename(relativePath);
  return [...(file.endsWith('.mts') ? ['--import', 'tsx'] : []), file, ...args];
}

/**
 * Runs a script sample as the page tells readers to: `node <file> [args]` in the sample's folder.
 * Returns what it printed; fails if the script does. `graphql: 16` (or 15, 14) runs it with that major
 * installed.
 */
export async function runScript(
  relativePath: string,
  args: string[] = [],
  options: {graphql?: GraphQLMajor} = {},
): Promise<string> {
  const command = ['node', path.basename(relativePath), ...args].join(' ');
  const cwd = path.dirname(example(relativePath));
  const stdout = printedOnSuccess(
    command,
    await runNode(scriptArgs(relativePath, args), {cwd, graphql: options.graphql}),
  );
  recordRun('command', command);
  return stdout;
}

/**
 * Runs a script sample against one major of graphql and reports how it ended, without failing when it
 * does: for code written for one major that the page says fails, or behaves differently, on the other.
 */
export function runScriptOn(major: GraphQLMajor, relativePath: string): Promise<NodeRun> {
  return runNode(scriptArgs(relativePath, []), {cwd: path.dirname(example(relativePath)), graphql: major});
}

/**
 * The error with which Node.js refuses to load a script sample on `major`, as a reader with that major installed
 * as `graphql` sees it: from its `SyntaxError: …` line to the stack. The script runs from a copy in a folder
 * whose `node_modules/graphql` is the major's package, with no module hooks: once any hook is registered,
 * Node.js 20 words a missing named export of a CommonJS module (graphql 14 to 16 load as CommonJS) as if the
 * module were an ES module, so `failureOn` would quote a message readers never see. Paths of the copy read as
 * the sample's.
 */
export async function loadErrorOn(major: Exclude<GraphQLMajor, 17>, relativePath: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'load-error-'));
  try {
    await mkdir(path.join(folder, 'node_modules'));
    await symlink(
      path.join(siteDir, 'node_modules', graphqlPackages[major]),
      path.join(folder, 'node_modules', 'graphql'),
    );
    await cp(example(relativePath), path.join(folder, path.basename(relativePath)));
    // A NODE_OPTIONS of its own leaves out the recording and its hooks.
    const {code, stderr} = await runNode([path.basename(relativePath)], {
      cwd: folder,
      env: {NODE_OPTIONS: ''},
    });
    expect(code, `${relativePath} on graphql ${major} exited with 0`).not.toBe(0);
    const lines = stderr
      .replaceAll(pathToFileURL(folder).href, pathToFileURL(path.dirname(example(relativePath))).href)
      .replaceAll(folder, path.dirname(example(relativePath)))
      .split('\n');
    const start = lines.findIndex((line) => /^\w*Error\b/.test(line));
    const end = lines.findIndex((line, index) => index > start && /^\s+at /.test(line));
    if (start < 0) throw new Error(`${relativePath} on graphql ${major} failed without an error:\n${stderr}`);
    return lines
      .slice(start, end < 0 ? undefined : end)
      .join('\n')
      .trimEnd();
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}

/**
 * Runs ES module code with `node --input-type=module --eval` in `cwd`, so its imports resolve as they
 * do for the samples there, and returns what it printed; fails if the code does. For code no page
 * shows: what a test checks around the samples. `flags`, `env` and `graphql` (the major its imports of
 * `graphql` load) as for `runNode`.
 */
export async function evalModule(
  code: string,
  options: {cwd: string; flags?: string[]; env?: NodeJS.ProcessEnv; graphql?: GraphQLMajor},
): Promise<string> {
  const args = [...(options.flags ?? []), '--input-type=module', '--eval', code];
  return printedOnSuccess('node --eval', await runNode(args, options));
}

/** Runs a script sample (see `runScript`) and parses each line it printed as JSON. */
export async function runScriptLines(
  relativePath: string,
  args: string[] = [],
  options: {graphql?: GraphQLMajor} = {},
): Promise<unknown[]> {
  return (await runScript(relativePath, args, options))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** One edit to a sample file: `from`, which must occur in it exactly once, becomes `to`. */
export interface SampleEdit {
  from: string;
  to: string;
}

function applyEdit(text: string, {from, to}: SampleEdit, file: string): string {
  if (text.split(from).length !== 2)
    throw new Error(`${file} must contain ${JSON.stringify(from)} exactly once`);
  return text.replace(from, to);
}

/** A sample's text with the one edit a page asks the reader to make. */
async function editedSample(relativePath: string, from: string, to: string): Promise<string> {
  return applyEdit(await readSample(relativePath), {from, to}, relativePath);
}

/**
 * Copies a sample folder (e.g. `'guides/testing'`) under node_modules/.cache and applies edits to
 * the copy, each to a file of the folder. Its relative files and package imports resolve as in the
 * original, and nothing in it counts as running the sample. Returns the copy's path; the caller
 * removes it (`rm(copy, {recursive: true, force: true})`).
 */
export async function copySampleFolder(
  folder: string,
  edits: (SampleEdit & {file: string})[] = [],
): Promise<string> {
  const cacheDir = path.join(examplesDir, '..', 'node_modules', '.cache');
  await mkdir(cacheDir, {recursive: true});
  const copy = await mkdtemp(path.join(cacheDir, 'sample-'));
  await cp(example(folder), copy, {recursive: true});
  for (const edit of edits) {
    const file = path.join(copy, edit.file);
    await writeFile(file, applyEdit(await readFile(file, 'utf8'), edit, `${folder}/${edit.file}`));
  }
  return copy;
}

/**
 * A project folder in the OS's temp directory, for tools that write files next to their input
 * (bundlers, code generators): a link to the site's `node_modules`, links to files (or folders) of a
 * sample folder (e.g. `'guides/type-generation'`), and `files` written with the text given. Node.js and
 * most tools follow links to the real file, so a linked sample loads from examples/ and counts as run,
 * while whatever the tools write stays out of the repository. The caller removes the folder.
 */
export async function sampleProject(
  folder: string,
  options: {links?: string[]; copies?: string[]; files?: Record<string, string>} = {},
): Promise<string> {
  const project = await mkdtemp(path.join(os.tmpdir(), `${path.basename(folder)}-`));
  await symlink(path.join(siteDir, 'node_modules'), path.join(project, 'node_modules'));
  const target = (file: string) => path.join(project, file);
  for (const file of options.links ?? []) {
    await mkdir(path.dirname(target(file)), {recursive: true});
    await symlink(example(`${folder}/${file}`), target(file));
  }
  for (const file of options.copies ?? [])
    await cp(example(`${folder}/${file}`), target(file), {recursive: true});
  for (const [file, text] of Object.entries(options.files ?? {})) {
    await mkdir(path.dirname(target(file)), {recursive: true});
    await writeFile(target(file), text);
  }
  return project;
}

/**
 * Runs a script sample after the one edit a page asks the reader to make (e.g. change the query),
 * so the output the page shows for that edit is checked too. The edited text runs from the sample's
 * folder, so its imports resolve as they do for the original; the edited script itself does not count
 * as running the sample.
 */
export async function runScriptWithEdit(relativePath: string, from: string, to: string): Promise<string> {
  return evalModule(await editedSample(relativePath, from, to), {cwd: path.dirname(example(relativePath))});
}

/**
 * Imports a module sample after the one edit a page suggests (e.g. make a resolver return null). The
 * sample's folder is copied under node_modules/.cache, which keeps its relative files and package
 * imports resolving and keeps edited copies out of examples/ (so they do not count as the sample).
 */
export async function importWithEdit<T = Record<string, unknown>>(
  relativePath: string,
  from: string,
  to: string,
): Promise<T> {
  const file = path.basename(relativePath);
  const copy = await copySampleFolder(path.dirname(relativePath), [{file, from, to}]);
  try {
    return await import(/* @vite-ignore */ pathToFileURL(path.join(copy, file)).href);
  } finally {
    await rm(copy, {recursive: true, force: true});
  }
}

/**
 * Runs shell commands a page shows, exactly as shown, in one shell (so `cd` carries over) that stops
 * at the first failure. Node.js processes they start are recorded like any other sample run.
 */
export async function runCommand(
  commands: string | string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv} = {},
): Promise<{stdout: string; stderr: string}> {
  const list = typeof commands === 'string' ? [commands] : commands;
  const output = await run('sh', ['-e', '-c', list.join('\n')], {
    cwd: options.cwd ?? examplesDir,
    env: childProcessEnv(options.env),
  });
  for (const command of list) recordRun('command', command);
  return output;
}

/**
 * Runs a curl command shown on a page against a test server: its `http://localhost:<port>` or
 * `http://127.0.0.1:<port>` becomes `baseUrl`. Returns what curl printed.
 */
export async function runCurl(command: string, baseUrl: string): Promise<string> {
  const {stdout} = await run('sh', [
    '-c',
    command.replaceAll(/http:\/\/(localhost|127\.0\.0\.1):\d+/g, baseUrl),
  ]);
  recordRun('command', command);
  return stdout;
}

/**
 * Imports a client script sample in this process, with `fetch` sent to a test server: relative
 * URLs (as in browser code) and `http://localhost:4000` both go to `baseUrl`. Returns what the
 * script logged.
 */
export async function runClientScript(relativePath: string, baseUrl: string): Promise<unknown[][]> {
  const logs: unknown[][] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(new URL(String(input).replace(/^http:\/\/localhost:4000/, ''), baseUrl), init),
  );
  vi.spyOn(console, 'log').mockImplementation((...args) => void logs.push(args));
  try {
    await import(/* @vite-ignore */ `${example(relativePath)}?run=${Date.now()}`);
  } finally {
    vi.unstubAllGlobals();
    vi.mocked(console.log).mockRestore();
  }
  return logs;
}

/**
 * Runs a `<GraphQLPlayground>` example with the component's own code, as a reader's click does, and
 * returns the payloads it shows (one, or several for `@defer`/`@stream`). Throws the errors it would
 * show instead, e.g. a schema that does not build.
 */
export async function runPlayground(example: PlaygroundExample): Promise<unknown[]> {
  const outcome = await runQuery(example);
  if (outcome.kind === 'errors') throw new Error(JSON.stringify(outcome.errors));
  const payloads: unknown[] = [];
  for await (const payload of outcome.payloads) payloads.push(payload);
  return payloads;
}

// ---------------------------------------------------------------------------------------------
// Servers and requests

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:39211`. */
  url: string;
  close: () => Promise<void>;
}

/** Starts an Express app (or any `listen`-able) on a free 127.0.0.1 port. */
export async function listenOnFreePort(app: {
  listen: (port: number, host: string, cb: () => void) => Server;
}): Promise<RunningServer> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export interface ServerScript extends RunningServer {
  /** What the script printed once it was listening. */
  stdout: string;
  /**
   * Everything the script has printed so far, e.g. what it logged while handling requests (the
   * harness's own `listening on port` line left out).
   */
  printed: () => {stdout: string; stderr: string};
}

/**
 * Runs a server sample as a reader would (`node server.mjs` in its folder), and resolves once it is
 * listening and has printed its start-up line. The port 4000 it asks for becomes a free one, or
 * `port`. With `edit`, runs the script after that one edit instead (not counted as running it).
 */
export async function startServerScript(
  relativePath: string,
  options: {edit?: {from: string; to: string}; port?: number} = {},
): Promise<ServerScript> {
  const file = example(relativePath);
  const args = options.edit
    ? ['--input-type=module', '--eval', await editedSample(relativePath, options.edit.from, options.edit.to)]
    : [path.basename(file)];
  const env = childProcessEnv(options.port === undefined ? {} : {SAMPLE_PORT_4000: String(options.port)});
  const child = spawn(process.execPath, args, {cwd: path.dirname(file), env});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    child.kill();
    await exited;
  };
  let stdout = '';
  let stderr = '';
  const printed = () => ({stdout, stderr: stderr.replace(/^listening on port \d+\n/m, '')});
  return new Promise((resolve, reject) => {
    const check = () => {
      const port = /listening on port (\d+)/.exec(stderr)?.[1];
      if (port && stdout.includes('\n')) {
        if (!options.edit) recordRun('command', `node ${path.basename(file)}`);
        resolve({url: `http://127.0.0.1:${port}`, stdout, printed, close});
      }
    };
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      check();
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      check();
    });
    child.once('exit', (code) =>
      reject(new Error(`${relativePath} exited with ${code} before listening:\n${stderr}`)),
    );
  });
}

export interface GraphQLResponse {
  status: number;
  contentType: string | null;
  headers: Headers;
  /** The parsed body, or null for an empty one. */
  json: unknown;
}

async function toGraphQLResponse(response: Response): Promise<GraphQLResponse> {
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

/**
 * POSTs a GraphQL request as JSON, as the tutorials' curl and fetch samples do. The body is sent as
 * given, so a request without `query` (a trusted document's id, or nothing) can be sent too.
 */
export async function postGraphQL(
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse> {
  return toGraphQLResponse(
    await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json', ...headers},
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Runs `act` while every start on one of graphql's tracing channels in this process (servers started by the test
 * included) adds its context to `starts`: what executed, or which resolvers ran, while the test sent its requests.
 */
export async function watchStarts<Context = unknown>(
  channel: 'execute' | 'resolve',
  act: (starts: Context[]) => Promise<void>,
): Promise<void> {
  const starts: Context[] = [];
  const onStart = (context: unknown) => starts.push(context as Context);
  diagnostics.subscribe(`tracing:graphql:${channel}:start`, onStart);
  try {
    await act(starts);
  } finally {
    diagnostics.unsubscribe(`tracing:graphql:${channel}:start`, onStart);
  }
}

/** Sends a GraphQL operation as a GET request, with the operation in the URL. */
export async function getGraphQL(
  url: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse> {
  return toGraphQLResponse(
    await fetch(`${url}?${new URLSearchParams({query})}`, {
      headers: {accept: 'application/json', ...headers},
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Randomness

/**
 * Makes `Math.random` return the given values in turn (cycling), so samples that roll dice give
 * the output a page shows. Restored by `vi.restoreAllMocks()`.
 */
export function stubRandom(...values: number[]): void {
  let next = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => values[next++ % values.length]);
}

// ---------------------------------------------------------------------------------------------
// Majors of graphql: type checks and their APIs compared, for the upgrade guides
//
// TypeScript, the site's config and its API plugin are loaded on first use: most sample tests need none.

async function loadTypeScript(): Promise<typeof ts> {
  return (await import('typescript')).default;
}

/** The entry point of an installed major's type declarations. */
function graphqlTypes(major: GraphQLMajor): string {
  return path.join(siteDir, 'node_modules', graphqlPackages[major], 'index.d.ts');
}

/**
 * Type-checks a TypeScript sample (`.mts`) in strict mode as a reader's editor would with one major of
 * graphql installed, and returns TypeScript's messages, each as `line: message` (none when it compiles).
 */
export async function typeCheckSample(relativePath: string, major: GraphQLMajor): Promise<string[]> {
  const ts = await loadTypeScript();
  const file = example(relativePath);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // The samples need only graphql and the language; checking the packages' own declarations is their job.
    types: [],
    skipLibCheck: true,
    baseUrl: siteDir,
    paths: {graphql: [graphqlTypes(major)]},
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.relative(examplesDir, diagnostic.file.fileName)}:${line + 1}: ${message}`;
  });
}

/** One export of a major's main entry point, as TypeScript reads its declarations. */
export interface GraphQLExport {
  name: string;
  /** A value at run time (function, class, constant); otherwise only a type. */
  isValue: boolean;
  deprecated: boolean;
  /** Its members that are deprecated, as `Owner.member` (`Owner.constructor` for a deprecated overload). */
  deprecatedMembers: string[];
}

/**
 * Every export of an installed major's `graphql` entry point, values and types alike. A deprecation is a JSDoc
 * `@deprecated` tag, or, as graphql 14 and 15 often wrote it, a `// @deprecated` line comment just above the
 * declaration or the export.
 */
export async function graphqlExports(major: GraphQLMajor): Promise<GraphQLExport[]> {
  const ts = await loadTypeScript();
  const hasDeprecatedLineComment = (node: ts.Node) => {
    const text = node.getSourceFile().text;
    return (ts.getLeadingCommentRanges(text, node.pos) ?? []).some(
      (range) =>
        range.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
        /^\/\/\s*@deprecated\b/.test(text.slice(range.pos, range.end)),
    );
  };
  const isDeprecated = (declarations: readonly ts.Declaration[] | undefined) =>
    (declarations ?? []).some(
      (declaration) =>
        ts.getJSDocDeprecatedTag(declaration) !== undefined || hasDeprecatedLineComment(declaration),
    );
  const entry = graphqlTypes(major);
  const program = ts.createProgram([entry], {noEmit: true, types: []});
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  return checker.getExportsOfModule(module).map((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const deprecatedMembers: string[] = [];
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) {
      for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)))
        if (isDeprecated(member.declarations)) deprecatedMembers.push(`${exported.name}.${member.name}`);
      const constructors = symbol.members?.get(ts.InternalSymbolName.Constructor);
      if (isDeprecated(constructors?.declarations)) deprecatedMembers.push(`${exported.name}.constructor`);
    }
    return {
      name: exported.name,
      isValue: (symbol.flags & ts.SymbolFlags.Value) !== 0,
      // A deprecated re-export carries the tag on the export specifier, not on the declaration.
      deprecated: isDeprecated(symbol.declarations) || isDeprecated(exported.declarations),
      deprecatedMembers,
    };
  });
}

/**
 * The site's API plugin options for one major, as docusaurus.config.ts sets them. A major the site does not
 * document (14, 15) gets the options of its first instance, pointed at that major's declarations: a
 * comparison reads only the declarations.
 */
async function apiPluginOptions(major: GraphQLMajor): Promise<ApiPluginSettings> {
  const [{default: config}, {default: typedocApiPlugin, DEFAULT_OPTIONS}] = await Promise.all([
    import('../../docusaurus.config'),
    import('../../plugins/typedoc-api'),
  ]);
  const entryPoint = `node_modules/${graphqlPackages[major]}/index.d.ts`;
  const options = config.plugins.flatMap((plugin) =>
    Array.isArray(plugin) && plugin[0] === typedocApiPlugin ? [plugin[1] as ApiPluginOptions] : [],
  );
  const found = options.find((option) => option.entryPoint === entryPoint) ?? {
    ...options[0],
    entryPoint,
    id: `v${major}`,
    routeBasePath: `/api/v${major}`,
    upgradeGuide: undefined,
  };
  return {...DEFAULT_OPTIONS, ...found} as ApiPluginSettings;
}

/**
 * Two majors' exports compared as the site's API reference compares graphql 16 and 17, by name: for 16 and
 * 17, the comparison behind the "New in 17", "Changed in 17" and "Removed in 17" marks of its pages. Runs
 * TypeDoc twice (about a minute on a busy machine).
 */
export async function compareGraphQLMajors(
  older: GraphQLMajor,
  newer: GraphQLMajor,
): Promise<Map<string, SymbolComparison>> {
  const [{compareOutlines}, {loadApiModel}, {toOutlines}] = await Promise.all([
    import('../../plugins/typedoc-api/node/compare/compareOutlines'),
    import('../../plugins/typedoc-api/node/loadApiModel'),
    import('../../plugins/typedoc-api/node/outline/toOutlines'),
  ]);
  const [olderModel, newerModel] = await Promise.all(
    [older, newer].map(async (major) => (await loadApiModel(siteDir, await apiPluginOptions(major))).model),
  );
  return compareOutlines(toOutlines(olderModel), toOutlines(newerModel));
}

/**
 * Which section of an upgrade guide (`'upgrade-guides/v16-to-v17'`) lists each changed and each removed
 * symbol, read as the API plugin reads it for the marks that link there.
 */
export async function readGuideSections(page: string): Promise<GuideSections> {
  const {toGuideSections} = await import('../../plugins/typedoc-api/node/guideSections');
  const {toDocOutline} = await import('../../plugins/typedoc-api/node/docsOutline/toDocOutline');
  return toGuideSections(toDocOutline(await readPage(page)).tree);
}

// ---------------------------------------------------------------------------------------------
// Upgrade guides from one major to the next

/** One `###` section of an upgrade guide, under one of its `##` groups of changes. */
export interface UpgradeGuideSection {
  group: string;
  title: string;
  /** Its id, as Docusaurus slugs the heading. */
  anchor: string;
  /** The text from its heading to the next one. */
  body: string;
}

/** The groups of changes an upgrade guide has, in order, and the label each group's sections carry first. */
export const upgradeGuideGroups = {
  'Breaking changes': 'Breaking',
  'Behaviour changes': 'Behaviour',
  Deprecations: 'Deprecated',
  'New APIs': 'New',
} as const;

/**
 * Runs the samples of an upgrade guide (`'upgrade-guides/v15-to-v16'`) on either of its majors: what one printed,
 * parsed as JSON; how one failed, where the page says it does; whether a script prints, on each major, exactly
 * the file the page shows for it (`output-15.json` beside it); and whether several runs print the one file shown.
 */
export function upgradeGuideSamples(dir: string, majors: readonly GraphQLMajor[]) {
  const printed = async (major: GraphQLMajor, sample: string): Promise<unknown> =>
    JSON.parse(await runScript(`${dir}/${sample}`, [], {graphql: major}));
  const failureOn = async (major: GraphQLMajor, sample: string): Promise<string> => {
    const run = await runScriptOn(major, `${dir}/${sample}`);
    expect(run.code, `${sample} on graphql ${major} exited with 0:\n${run.stdout}`).not.toBe(0);
    return run.stderr;
  };
  const expectOutputs = async (sample: string): Promise<void> => {
    for (const major of majors)
      await expectShownOutput(
        await runScript(`${dir}/${sample}`, [], {graphql: major}),
        `${dir}/${path.dirname(sample)}/output-${major}.json`,
      );
  };
  /** Each run, a major and a sample, prints the file the page shows (`output`, in `dir`), byte for byte. */
  const expectPrints = async (output: string, runs: [GraphQLMajor, string][]): Promise<void> => {
    for (const [major, sample] of runs)
      await expectShownOutput(await runScript(`${dir}/${sample}`, [], {graphql: major}), `${dir}/${output}`);
  };
  /** What a run printed, parsed, once it is byte for byte the file the page shows (`output`, in `dir`). */
  const printsShown = async (major: GraphQLMajor, sample: string, output: string): Promise<unknown> => {
    const stdout = await runScript(`${dir}/${sample}`, [], {graphql: major});
    await expectShownOutput(stdout, `${dir}/${output}`);
    return JSON.parse(stdout);
  };
  return {printed, failureOn, expectOutputs, expectPrints, printsShown};
}

/** The `###` sections under each `##` group of changes of an upgrade guide's MDX. */
export async function upgradeGuideSections(text: string): Promise<UpgradeGuideSection[]> {
  const {createSlugger} = await import('@docusaurus/utils');
  const slugger = createSlugger();
  const sections: UpgradeGuideSection[] = [];
  let group: string | undefined;
  for (const chunk of text.split(/^(?=#{2,3} )/m)) {
    const [heading, ...rest] = chunk.split('\n');
    if (!/^#{2,3} /.test(heading)) continue;
    const title = heading.replace(/^#+ /, '');
    // Docusaurus slugs a heading's text: code spans without their backquotes.
    const anchor = slugger.slug(title.replaceAll('`', ''));
    if (heading.startsWith('## ')) group = title in upgradeGuideGroups ? title : undefined;
    else if (group) sections.push({group, title, anchor, body: rest.join('\n')});
  }
  return sections;
}

/** What an installed major's `graphql` exports that another does not, and what it deprecates anew. */
export async function exportChanges(older: GraphQLMajor, newer: GraphQLMajor) {
  const [olderExports, newerExports] = await Promise.all([graphqlExports(older), graphqlExports(newer)]);
  const names = (list: GraphQLExport[]) => new Set(list.map((entry) => entry.name));
  const [inOlder, inNewer] = [names(olderExports), names(newerExports)];
  const deprecatedBefore = names(olderExports.filter((entry) => entry.deprecated));
  const membersBefore = new Set(olderExports.flatMap((entry) => entry.deprecatedMembers));
  return {
    olderExports,
    newerExports,
    removed: olderExports.filter((entry) => !inNewer.has(entry.name)),
    added: newerExports.filter((entry) => !inOlder.has(entry.name)),
    /** Exports the newer major deprecates and the older did not. */
    deprecated: newerExports.filter((entry) => entry.deprecated && !deprecatedBefore.has(entry.name)),
    /** Members (`Owner.member`) the newer major deprecates and the older did not. */
    deprecatedMembers: newerExports
      .flatMap((entry) => entry.deprecatedMembers)
      .filter((member) => !membersBefore.has(member)),
  };
}

/**
 * The checks every upgrade guide between two older majors shares (`'upgrade-guides/v15-to-v16'`, 15, 16): its
 * sections, its summary table, and that it covers what the two installed packages say changed (removed, new and
 * deprecated exports and members, read with the TypeScript compiler; changed declarations, compared as the API
 * reference compares graphql 16 and 17). Symbols graphql 16's reference documents link to their page there;
 * the others are named in code. Returns the comparison for the guide's own checks of its sections.
 */
export function describeUpgradeGuideCoverage(
  page: string,
  older: GraphQLMajor,
  newer: GraphQLMajor,
  options: {sectionsWithoutCode: string[]},
): {comparison: () => Map<string, SymbolComparison>; sections: () => GuideSections} {
  let text: string;
  let sections: UpgradeGuideSection[];
  let listed: GuideSections;
  let changes: Awaited<ReturnType<typeof exportChanges>>;
  let documented: Set<string>;
  let comparison: Map<string, SymbolComparison>;
  beforeAll(async () => {
    text = await readPage(page);
    [sections, listed, changes, documented, comparison] = await Promise.all([
      upgradeGuideSections(text),
      readGuideSections(page),
      exportChanges(older, newer),
      graphqlExports(16).then((list) => new Set(list.map((entry) => entry.name))),
      compareGraphQLMajors(older, newer),
    ]);
  });

  const named = (name: string) =>
    documented.has(name)
      ? new RegExp(`\\]\\(/api/v16/[a-z]+/${name}[)#]`).test(text)
      : text.includes(`\`${name}\``);

  describe('every change is a labelled section, with code run on both majors', () => {
    test('the page has the four kinds of change, and each section is labelled with its kind first', () => {
      for (const [group, label] of Object.entries(upgradeGuideGroups)) {
        const inGroup = sections.filter((section) => section.group === group);
        expect(inGroup.length, group).toBeGreaterThan(0);
        for (const {title, body} of inGroup)
          expect(/<ChangeKinds>([^<,]*)/.exec(body)?.[1], title).toBe(label);
      }
    });

    test(`each section shows code for graphql ${older} and ${newer}, and links to the API reference`, () => {
      for (const {title, body} of sections) {
        expect(body, title).toMatch(/\]\(\/api\/v16[/)]/);
        if (options.sectionsWithoutCode.includes(title)) continue;
        const titles = [...body.matchAll(/<CodeBlock language="(?:js|ts|json)" title="([^"]*)">/g)].map(
          (match) => match[1],
        );
        const beforeAndAfter =
          titles.includes(`Before: graphql ${older}`) && titles.includes(`After: graphql ${newer}`);
        const sameCode =
          titles.filter((blockTitle) => !blockTitle.startsWith('Output')).length === 1 &&
          titles.includes(`Output on graphql ${older}`) &&
          titles.includes(`Output on graphql ${newer}`);
        expect(beforeAndAfter || sameCode, title).toBe(true);
      }
    });

    test('the summary table has one row per breaking change, in order, each linking to its section', () => {
      const table = text.split('## Summary')[1].split('\n## ')[0];
      expect(table).toContain('| What breaks | Who is affected | Fix | Details |');
      const rows = table.split('\n').filter((line) => /^\| (?!What breaks|---)/.test(line));
      expect(rows.map((row) => /\]\(#([^)]+)\) \|$/.exec(row)?.[1])).toEqual(
        sections.filter((section) => section.group === 'Breaking changes').map((section) => section.anchor),
      );
      for (const row of rows) expect(row.split(' | '), row).toHaveLength(4);
    });
  });

  describe(`the page covers what graphql ${older} and ${newer} say changed`, () => {
    test(`every export graphql ${newer} removed is listed under "Removed in ${newer}"`, () => {
      expect(changes.removed.length).toBeGreaterThan(0);
      expect([...listed.removed.keys()].sort()).toEqual(changes.removed.map((entry) => entry.name).sort());
    });

    test(`every export graphql ${newer} adds is named, and the page counts them right`, () => {
      expect(changes.added.length).toBeGreaterThan(10);
      expect(changes.added.filter(({name}) => !named(name)).map(({name}) => name)).toEqual([]);
      expect(text).toContain(`graphql ${newer} adds ${changes.added.length} exports`);
    });

    test(`every export or member graphql ${newer} deprecates anew is named`, () => {
      expect(changes.deprecated.length + changes.deprecatedMembers.length).toBeGreaterThan(0);
      const unnamed = [
        ...changes.deprecated.map(({name}) => name).filter((name) => !named(name)),
        ...changes.deprecatedMembers.filter((member) => {
          const [owner, name] = member.split('.');
          return !named(owner) || (name !== 'constructor' && !text.includes(name));
        }),
      ];
      expect(unnamed).toEqual([]);
    });

    test(`every symbol whose declaration changed is listed once, under "Changed in ${newer}"`, () => {
      const changed = [...comparison.values()].filter((symbol) => symbol.status === 'changed');
      expect(changed.length).toBeGreaterThan(50);
      expect([...listed.changed.keys()].sort()).toEqual(changed.map((symbol) => symbol.name).sort());
      expect(
        [...comparison.values()]
          .filter((symbol) => symbol.status === 'removed')
          .map((symbol) => symbol.name)
          .sort(),
      ).toEqual([...listed.removed.keys()].sort());
    });

    test('a listed symbol links to its graphql 16 page when graphql 16 has it, else is named in code', () => {
      const names = [...listed.changed.keys(), ...listed.removed.keys()];
      expect(names.filter((name) => !named(name))).toEqual([]);
    });
  });

  return {comparison: () => comparison, sections: () => listed};
}

/**
 * A validation rule with its fragment look-ups counted, so that a test can show that a rule reads each fragment
 * once per spread written, not once per path through the spreads, without timing it (a busy machine breaks time
 * limits). Past 1,000 look-ups it stops the walk rather than let an exponential one run.
 */
export function countingFragmentLookUps(rule: ValidationRule): {rule: ValidationRule; lookUps: () => number} {
  let lookUps = 0;
  const counting: ValidationRule = (context) => {
    const getFragment = context.getFragment.bind(context);
    context.getFragment = (name) => {
      lookUps += 1;
      if (lookUps > 1000) throw new Error('The rule looked fragments up over 1,000 times.');
      return getFragment(name);
    };
    return rule(context);
  };
  return {rule: counting, lookUps: () => lookUps};
}
