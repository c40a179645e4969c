import {execFile, spawn} from 'node:child_process';
import {cp, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import type ts from 'typescript';
import {vi} from 'vitest';
import type {
  Options as ApiPluginOptions,
  PluginOptions as ApiPluginSettings,
} from '../../plugins/typedoc-api';
import type {SymbolComparison} from '../../plugins/typedoc-api/node/compare/compareOutlines';
import type {GuideSections} from '../../plugins/typedoc-api/node/guideSections';
import {runQuery, type PlaygroundExample} from '../../src/components/GraphQLPlayground/runQuery';
import {pageSource, readPageModel, shownCommands, siteDir, type ShownCommand} from './pages';
import {examplesDir, GRAPHQL_PACKAGE_ENV} from './recording/runs.mjs';
import {markShownJson} from './recording/shownJson';
import {childProcessEnv, recordRun} from './recording/workerRuns';

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
 * A major of graphql that samples can run against: 17 is the pinned `graphql`; 16 is installed beside it as
 * `graphql-16`, for the upgrade guide's samples of code written for graphql 16.
 */
export type GraphQLMajor = 16 | 17;

const graphqlPackages: Record<GraphQLMajor, string> = {16: 'graphql-16', 17: 'graphql'};

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
 * Returns what it printed; fails if the script does. `graphql: 16` runs it with graphql 16 installed.
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
// Two majors of graphql: type checks and their APIs compared, for the upgrade guide
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

/** Every export of an installed major's `graphql` entry point, values and types alike. */
export async function graphqlExports(major: GraphQLMajor): Promise<GraphQLExport[]> {
  const ts = await loadTypeScript();
  const isDeprecated = (declarations: readonly ts.Declaration[] | undefined) =>
    (declarations ?? []).some((declaration) => ts.getJSDocDeprecatedTag(declaration) !== undefined);
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

/** The site's API plugin options for one major, as docusaurus.config.ts sets them. */
async function apiPluginOptions(major: GraphQLMajor): Promise<ApiPluginSettings> {
  const [{default: config}, {default: typedocApiPlugin, DEFAULT_OPTIONS}] = await Promise.all([
    import('../../docusaurus.config'),
    import('../../plugins/typedoc-api'),
  ]);
  const entryPoint = `node_modules/${graphqlPackages[major]}/index.d.ts`;
  const options = config.plugins.flatMap((plugin) =>
    Array.isArray(plugin) && plugin[0] === typedocApiPlugin ? [plugin[1] as ApiPluginOptions] : [],
  );
  const found = options.find((option) => option.entryPoint === entryPoint);
  if (!found) throw new Error(`docusaurus.config.ts documents no ${entryPoint}`);
  return {...DEFAULT_OPTIONS, ...found} as ApiPluginSettings;
}

/**
 * graphql 16's and 17's exports compared by the site's API reference, by name: the comparison behind the
 * "New in 17", "Changed in 17" and "Removed in 17" marks of its pages. Runs TypeDoc twice (about a minute).
 */
export async function compareGraphQLMajors(): Promise<Map<string, SymbolComparison>> {
  const [{compareOutlines}, {loadApiModel}, {toOutlines}] = await Promise.all([
    import('../../plugins/typedoc-api/node/compare/compareOutlines'),
    import('../../plugins/typedoc-api/node/loadApiModel'),
    import('../../plugins/typedoc-api/node/outline/toOutlines'),
  ]);
  const [older, newer] = await Promise.all(
    ([16, 17] as const).map(
      async (major) => (await loadApiModel(siteDir, await apiPluginOptions(major))).model,
    ),
  );
  return compareOutlines(toOutlines(older), toOutlines(newer));
}

/**
 * Which section of an upgrade guide (`'upgrade-guides/v16-to-v17'`) lists each changed and each removed
 * symbol, read as the API plugin reads it for the marks that link there.
 */
export async function readGuideSections(page: string): Promise<GuideSections> {
  const {toGuideSections} = await import('../../plugins/typedoc-api/node/guideSections');
  return toGuideSections(await readPage(page));
}
