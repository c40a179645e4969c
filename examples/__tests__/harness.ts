import {execFile} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import path from 'node:path';
import {promisify} from 'node:util';

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
