import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {afterEach, expect, test, vi} from 'vitest';
import {runQuery, type PlaygroundExample} from '../runQuery';

/**
 * The tutorials' playgrounds, run the way the browser runs them (sample modules through loadModule's
 * stand-ins), must print what their pages show. Each case mirrors one <GraphQLPlayground> in docs/tutorials.
 */

const examplesDir = path.resolve(__dirname, '../../../../examples');
const read = (file: string) => readFile(path.join(examplesDir, file), 'utf8');
const readJson = async (file: string) => JSON.parse(await read(file)) as unknown;
/** A JSON Lines file: what a script prints, one value per line. */
const readJsonLines = async (file: string) =>
  (await read(file))
    .trimEnd()
    .split('\n')
    .map((line): unknown => JSON.parse(line));

/** One value per Math.random() call, as the sample tests stub it for the shown responses. */
function stubRandom(...values: number[]): void {
  let next = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => values[next++ % values.length]);
}

let instance = 1000;

async function payloadsOf(example: PlaygroundExample): Promise<unknown[]> {
  const outcome = await runQuery({instance: ++instance, ...example});
  if (outcome.kind === 'errors') throw new Error(JSON.stringify(outcome.errors));
  const payloads = [];
  for await (const payload of outcome.payloads) payloads.push(payload);
  return payloads;
}

async function serverExample(dir: string, query: string, extra: Partial<PlaygroundExample> = {}) {
  return {
    schema: await read(`${dir}/schema.graphql`),
    resolvers: await read(`${dir}/app.mjs`),
    query: await read(`${dir}/${query}`),
    fileNames: {resolvers: 'app.mjs'},
    ...extra,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('basic-types runs app.mjs and gets the response the page shows', async () => {
  stubRandom(0.3, 0.2951741307, 0.9, 0.2, 0.55);
  expect(await payloadsOf(await serverExample('basic-types', 'query.graphql'))).toEqual([
    await readJson('basic-types/response.json'),
  ]);
});

test('passing-arguments runs the literal query and the variables version', async () => {
  stubRandom(0.4, 0.7, 0.1);
  const shown = await readJson('passing-arguments/response.json');
  expect(await payloadsOf(await serverExample('passing-arguments', 'query.graphql'))).toEqual([shown]);
  const variables = await read('passing-arguments/variables.json');
  const withVariables = await serverExample('passing-arguments', 'query-with-variables.graphql', {variables});
  expect(await payloadsOf(withVariables)).toEqual([shown]);
});

test('object-types runs app.mjs with its sibling random-die.mjs', async () => {
  stubRandom(0.6, 0.1, 0.95, 0.4);
  const modules = {'random-die.mjs': await read('object-types/random-die.mjs')};
  expect(await payloadsOf(await serverExample('object-types', 'query.graphql', {modules}))).toEqual([
    await readJson('object-types/response.json'),
  ]);
});

test('the message of the day keeps its message between runs of one instance', async () => {
  const dir = 'mutations-and-input-types/message-of-the-day';
  const example = {resolvers: await read(`${dir}/app.mjs`), fileNames: {resolvers: 'app.mjs'}, instance: 7};
  expect(await payloadsOf({...example, query: await read(`${dir}/get-message.graphql`)})).toEqual([
    await readJson(`${dir}/get-message-empty.json`),
  ]);
  expect(await payloadsOf({...example, query: await read(`${dir}/set-message.graphql`)})).toEqual([
    await readJson(`${dir}/set-message.json`),
  ]);
  expect(await payloadsOf({...example, query: await read(`${dir}/get-message.graphql`)})).toEqual([
    await readJson(`${dir}/get-message-hi.json`),
  ]);
});

test('the message board creates a message with a generated id', async () => {
  const dir = 'mutations-and-input-types/messages';
  const shown = (await readJson(`${dir}/create-message.json`)) as {data: {createMessage: {id: string}}};
  vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue(
    shown.data.createMessage.id as ReturnType<typeof crypto.randomUUID>,
  );
  const example = {
    resolvers: await read(`${dir}/app.mjs`),
    query: await read(`${dir}/create-message.graphql`),
    fileNames: {resolvers: 'app.mjs'},
  };
  expect(await payloadsOf(example)).toEqual([shown]);
});

test('defer-stream runs schema.mjs incrementally and streams the payloads the page shows', async () => {
  const example = {
    schema: await read('defer-stream/schema.graphql'),
    resolvers: await read('defer-stream/schema.mjs'),
    fileNames: {resolvers: 'schema.mjs'},
  };
  expect(await payloadsOf({...example, query: await read('defer-stream/stream.graphql')})).toEqual(
    await readJsonLines('defer-stream/stream.jsonl'),
  );
  expect(await payloadsOf({...example, query: await read('defer-stream/defer.graphql')})).toEqual(
    await readJsonLines('defer-stream/defer.jsonl'),
  );
});
