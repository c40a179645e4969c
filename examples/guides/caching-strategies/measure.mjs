import diagnostics from 'node:diagnostics_channel';
import { once } from 'node:events';
import { app } from './app.mjs';
import { queryLog } from './db.mjs';

// Counts the work graphql does, through the tracing channels it publishes.
const counts = { parse: 0, validate: 0, execute: 0 };
for (const step of Object.keys(counts)) {
  diagnostics.subscribe(`tracing:graphql:${step}:start`, () => (counts[step] += 1));
}

const server = app.listen(0);
await once(server, 'listening');
const url = `http://localhost:${server.address().port}/graphql`;
const query = '{ products { name price category { name } } }';

// Sends the same request three times; reports graphql's work and the database's.
async function threeTimes(send) {
  for (const step of Object.keys(counts)) counts[step] = 0;
  queryLog.length = 0;
  const cacheControl = [];
  for (let request = 0; request < 3; request += 1) {
    const response = await send();
    await response.text();
    cacheControl.push(response.headers.get('cache-control'));
  }
  return { ...counts, database: queryLog.length, cacheControl };
}

const post = () =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
const get = () => fetch(`${url}?${new URLSearchParams({ query })}`);

console.log(
  JSON.stringify({ POST: await threeTimes(post), GET: await threeTimes(get) }, null, 2),
);
server.close();
