import { readFile } from 'node:fs/promises';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const client = createClient({
  url: 'ws://localhost:4000/graphql',
  webSocketImpl: WebSocket,
});

const query = await readFile(new URL('./message-added.graphql', import.meta.url), 'utf8');
const subscription = client.iterate({ query, variables: { room: 'general' } });

let received = 0;
for await (const event of subscription) {
  console.log(JSON.stringify(event));
  // Leaving the loop sends "complete": the server then closes the stream on its side.
  if (++received === 2) break;
}

await client.dispose();
