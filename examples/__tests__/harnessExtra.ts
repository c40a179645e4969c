import {execFile, spawn} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {example, examplesDir} from './harness';

/** More helpers for the tutorial sample tests; kept apart from harness.ts so both can grow independently. */

/** Reads a sample file's text, e.g. a `.graphql` operation the page shows. */
export function readExample(relativePath: string): Promise<string> {
  return readFile(example(relativePath), 'utf8');
}

/** Reads the source of a tutorial page, e.g. `readPage('defer-stream')`. */
export function readPage(slug: string): Promise<string> {
  return readFile(path.join(examplesDir, '..', 'docs', 'tutorials', `${slug}.mdx`), 'utf8');
}

/**
 * Reads a JSON file the page shows, after swapping placeholder values for real ones (a generated id shown on
 * the page is replaced by the id the server actually returned).
 */
export async function readShownJsonWith(
  relativePath: string,
  replacements: Record<string, string>,
): Promise<unknown> {
  return JSON.parse(replaceAll(await readExample(relativePath), replacements));
}

/** Reads a sample's text with the same placeholder swaps as `readShownJsonWith`. */
export async function readExampleWith(
  relativePath: string,
  replacements: Record<string, string>,
): Promise<string> {
  return replaceAll(await readExample(relativePath), replacements);
}

function replaceAll(text: string, replacements: Record<string, string>): string {
  return Object.entries(replacements).reduce((result, [from, to]) => result.replaceAll(from, to), text);
}

/**
 * Runs a script sample in its own folder with arguments, as the page tells readers to
 * (`node run.mjs defer.graphql`), and parses each printed line as JSON.
 */
export async function runScriptLines(relativePath: string, args: string[] = []): Promise<unknown[]> {
  const file = example(relativePath);
  const {stdout} = await promisify(execFile)(process.execPath, [file, ...args], {cwd: path.dirname(file)});
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** Sends a GraphQL operation as a GET request (query string), as a browser address bar or link would. */
export async function getGraphQL(
  url: string,
  query: string,
): Promise<{status: number; allow: string | null; json: unknown}> {
  const response = await fetch(`${url}?${new URLSearchParams({query})}`, {
    headers: {accept: 'application/json'},
  });
  const text = await response.text();
  return {
    status: response.status,
    allow: response.headers.get('allow'),
    json: text ? JSON.parse(text) : null,
  };
}

export interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown>;
}

/** The JSON bodies of the page's curl commands (`-d '{...}'`), so tests can check them against the samples. */
export function curlBodies(page: string): GraphQLRequestBody[] {
  return [...page.matchAll(/^\s*-d '(.+)'$/gm)].map((match) => JSON.parse(match[1]) as GraphQLRequestBody);
}

/** Collapses whitespace, so a one-line curl query can be compared with the layout of a `.graphql` file. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

export interface ServerScript {
  /** Base URL of the running server, e.g. `http://127.0.0.1:39211`. */
  url: string;
  /** What the script printed once it was listening. */
  stdout: string;
  stop: () => Promise<void>;
}

/**
 * Runs a page's `server.mjs` as a reader would (`node server.mjs`), but on a free port, and resolves once it
 * is listening and has printed its start-up line.
 */
export function startServerScript(relativePath: string): Promise<ServerScript> {
  const file = example(relativePath);
  const preload = pathToFileURL(path.join(__dirname, 'freePortPreload.mjs')).href;
  const child = spawn(process.execPath, ['--import', preload, file], {cwd: path.dirname(file)});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill();
    await exited;
  };
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    const check = () => {
      const port = /listening on port (\d+)/.exec(stderr)?.[1];
      if (port && stdout.includes('\n')) resolve({url: `http://127.0.0.1:${port}`, stdout, stop});
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
