import {execFile} from 'node:child_process';
import {cp, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import net from 'node:net';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {vi} from 'vitest';

/** Helpers shared by the tutorial sample tests: run a sample as a reader would and read what the page shows. */

export const examplesDir = path.resolve(__dirname, '..');

/** Absolute path of a sample file, e.g. `example('index/hello.mjs')`. */
export function example(relativePath: string): string {
  return path.join(examplesDir, relativePath);
}

/** Runs a script sample with the current Node and returns what it printed. */
export async function runScript(relativePath: string): Promise<string> {
  const {stdout} = await promisify(execFile)(process.execPath, [example(relativePath)], {cwd: examplesDir});
  return stdout;
}

/** Reads a JSON file that a page displays as the expected output. */
export async function readShownJson(relativePath: string): Promise<unknown> {
  return JSON.parse(await readFile(example(relativePath), 'utf8'));
}

export interface RunningServer {
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

/** POSTs a GraphQL request as JSON, as the tutorials' curl and fetch samples do. */
export async function postGraphQL(
  url: string,
  body: {query: string; variables?: Record<string, unknown>; operationName?: string},
  headers: Record<string, string> = {},
): Promise<{status: number; contentType: string | null; json: unknown}> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json', ...headers},
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    json: text ? JSON.parse(text) : null,
  };
}

/** Reads a sample file's text, e.g. a `.graphql` operation that a page displays. */
export async function readSample(relativePath: string): Promise<string> {
  return readFile(example(relativePath), 'utf8');
}

/**
 * Runs a script sample after the one edit a page asks the reader to make (e.g. change the query),
 * so the output the page shows for that edit is checked too. The edited text runs from the sample's
 * folder, so its imports resolve as they do for the original.
 */
export async function runScriptWithEdit(relativePath: string, from: string, to: string): Promise<string> {
  const source = await readSample(relativePath);
  if (source.split(from).length !== 2) {
    throw new Error(`${relativePath} must contain ${JSON.stringify(from)} exactly once`);
  }
  const {stdout} = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', source.replace(from, to)],
    {cwd: path.dirname(example(relativePath))},
  );
  return stdout;
}

/** Sends a GraphQL query as a GET request, with the query in the URL. */
export async function getGraphQL(
  url: string,
  query: string,
): Promise<{status: number; contentType: string | null; json: unknown}> {
  const response = await fetch(`${url}?${new URLSearchParams({query})}`, {
    headers: {accept: 'application/json'},
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    json: text ? JSON.parse(text) : null,
  };
}

/**
 * Makes `Math.random` return the given values in turn (cycling), so samples that roll dice give
 * the output a page shows. Restored by `vi.restoreAllMocks()`.
 */
export function stubRandom(...values: number[]): void {
  let next = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => values[next++ % values.length]);
}

/**
 * Imports a server script sample such as `server.mjs`, which calls `app.listen(4000, ...)`, but
 * makes it listen on a free 127.0.0.1 port so tests never collide with a real server on 4000.
 * Returns the server's URL and what the script logged.
 */
export async function runServerScript(relativePath: string): Promise<RunningServer & {logs: unknown[][]}> {
  const logs: unknown[][] = [];
  const originalListen = net.Server.prototype.listen;
  const listening = new Promise<net.Server>((resolve) => {
    vi.spyOn(net.Server.prototype, 'listen').mockImplementation(function (this: net.Server, ...args) {
      this.once('listening', () => resolve(this));
      const callback = args.find((arg) => typeof arg === 'function');
      return Reflect.apply(originalListen, this, [0, '127.0.0.1', callback]);
    });
  });
  vi.spyOn(console, 'log').mockImplementation((...args) => void logs.push(args));
  await import(/* @vite-ignore */ example(relativePath));
  const server = await listening;
  vi.mocked(net.Server.prototype.listen).mockRestore();
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
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

/** Absolute path of a tutorial page, e.g. `page('graphql-clients')`. */
export function page(slug: string): string {
  return path.resolve(examplesDir, '..', 'docs', 'tutorials', `${slug}.mdx`);
}

/** The `curl` commands a page shows in its bash blocks, in order, with line continuations kept. */
export async function curlCommandsIn(slug: string): Promise<string[]> {
  const text = await readFile(page(slug), 'utf8');
  const blocks = [...text.matchAll(/^```(?:bash|sh|shell)\b.*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  return blocks.flatMap((block) => block.split(/\n(?!\s)/).filter((command) => command.startsWith('curl ')));
}

/** Runs a curl command shown on a page against a test server instead of http://localhost:4000. */
export async function runCurl(command: string, baseUrl: string): Promise<string> {
  const {stdout} = await promisify(execFile)('sh', [
    '-c',
    command.replaceAll('http://localhost:4000', baseUrl),
  ]);
  return stdout;
}

/** The JSON request body of a curl command shown on a page (its `--data '...'` argument). */
export function curlBody(command: string): {query: string; variables?: unknown; operationName?: string} {
  const match = /--data '([^']*)'/.exec(command);
  if (!match) throw new Error(`No --data '...' in: ${command}`);
  return JSON.parse(match[1]);
}

/**
 * Imports a module sample after the one edit a page suggests (e.g. make a resolver return null),
 * so the output the page shows for that edit is checked too. The sample's folder is copied under
 * node_modules/.cache, which keeps its relative files and package imports resolving, and keeps
 * edited copies out of examples/.
 */
export async function importWithEdit<T = Record<string, unknown>>(
  relativePath: string,
  from: string,
  to: string,
): Promise<T> {
  const source = await readSample(relativePath);
  if (source.split(from).length !== 2) {
    throw new Error(`${relativePath} must contain ${JSON.stringify(from)} exactly once`);
  }
  const cacheDir = path.join(examplesDir, '..', 'node_modules', '.cache');
  await mkdir(cacheDir, {recursive: true});
  const copyDir = await mkdtemp(path.join(cacheDir, 'sample-'));
  await cp(path.dirname(example(relativePath)), copyDir, {recursive: true});
  const edited = path.join(copyDir, path.basename(relativePath));
  await writeFile(edited, source.replace(from, to));
  try {
    return await import(/* @vite-ignore */ pathToFileURL(edited).href);
  } finally {
    await rm(copyDir, {recursive: true, force: true});
  }
}
