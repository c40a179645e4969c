import {readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {expect, test} from '@playwright/test';

// The GraphQL Clients tutorial gives readers a script to paste into the browser's console on the page of the
// server from the previous tutorial. It runs here in Chromium, as a module script on that page, against that
// server's own app: what it logs is what the page's "Console" block shows.

const examplesDir = path.resolve(__dirname, '..', 'examples');
const readExample = (file: string) => readFileSync(path.join(examplesDir, file), 'utf8');

let server: Server;
let origin: string;

test.beforeAll(async () => {
  const {app} = await import('../examples/running-an-express-graphql-server/app.mjs');
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the browser fetch sample logs, in Chromium, the body the page shows', async ({page}) => {
  // The GraphiQL page loads its code from a CDN this machine cannot reach; the sample needs only the page's origin.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${origin}/`);
  const logged = page.waitForEvent('console', (message) => message.type() === 'log');
  await page.addScriptTag({type: 'module', content: readExample('graphql-clients/browser-fetch.mjs')});
  const shown = readExample('running-an-express-graphql-server/response.json').replace(/\n$/, '');
  expect((await logged).text()).toBe(shown);
});
