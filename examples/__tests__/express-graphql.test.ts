import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {afterAll, beforeAll, expect, test, vi} from 'vitest';
import {
  examplesDir,
  listenOnFreePort,
  postGraphQL,
  readSample,
  readShownJson,
  startServerScript,
  type RunningServer,
} from './harness';

const dir = 'express-graphql';
let server: RunningServer;

beforeAll(async () => {
  const {app} = await import('../express-graphql/app.mjs');
  server = await listenOnFreePort(app);
});
afterAll(() => server.close());

const send = async (name: string) =>
  postGraphQL(`${server.url}/graphql`, {query: await readSample(`${dir}/${name}.graphql`)});

test('resolvers written for express-graphql still read the request through the mapped context', async () => {
  const response = await send('hello');
  expect(response.status).toBe(200);
  expect(response.json).toEqual(await readShownJson(`${dir}/hello.json`));
});

test('formatError hides an unexpected error message from clients and logs the original', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect((await send('report')).json).toEqual(await readShownJson(`${dir}/report.json`));
    expect(logged).toHaveBeenCalledWith(new Error('connection to reports-db:5432 refused'));
  } finally {
    logged.mockRestore();
  }
});

test('the NoSchemaIntrospectionCustomRule validation rule rejects introspection', async () => {
  expect((await send('introspection')).json).toEqual(await readShownJson(`${dir}/introspection.json`));
});

test('no sample depends on the deprecated package', async () => {
  const manifest = JSON.parse(await readFile(path.join(examplesDir, '..', 'package.json'), 'utf8'));
  expect({...manifest.dependencies, ...manifest.devDependencies}).not.toHaveProperty('express-graphql');
});

test('node server.mjs serves the migrated app', async () => {
  const server = await startServerScript(`${dir}/server.mjs`);
  try {
    expect(server.stdout).toContain('http://localhost:4000/graphql');
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/hello.graphql`),
    });
    expect(response.json).toEqual(await readShownJson(`${dir}/hello.json`));
  } finally {
    await server.close();
  }
});
