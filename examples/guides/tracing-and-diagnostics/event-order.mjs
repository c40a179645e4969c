import diagnostics from 'node:diagnostics_channel';
import { readFile } from 'node:fs/promises';
import { graphql } from 'graphql';
import { schema } from './schema.mjs';

const channelNames = [
  'graphql:parse',
  'graphql:validate',
  'graphql:execute',
  'graphql:execute:variableCoercion',
  'graphql:execute:rootSelectionSet',
  'graphql:resolve',
  'graphql:subscribe',
];

const events = [];
for (const name of channelNames) {
  const record = (event) => (context) => {
    // Resolver events name the field, so the order of fields is visible too.
    events.push(
      context.fieldPath ? `${name} ${event} ${context.fieldPath}` : `${name} ${event}`,
    );
  };
  diagnostics.tracingChannel(name).subscribe({
    start: record('start'),
    end: record('end'),
    asyncStart: record('asyncStart'),
    asyncEnd: record('asyncEnd'),
    error: record('error'),
  });
}

const source = await readFile(new URL('./query.graphql', import.meta.url), 'utf8');
const result = await graphql({ schema, source });

console.log(JSON.stringify({ events, result }, null, 2));
