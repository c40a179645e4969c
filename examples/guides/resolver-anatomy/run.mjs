import { readFile } from 'node:fs/promises';
import { graphql } from 'graphql';
import { schema } from './code-first.mjs';
import { library } from './library.mjs';

const source = await readFile(new URL('./query.graphql', import.meta.url), 'utf8');
// A server builds a fresh context for every request; resolvers find their dependencies in it.
const result = await graphql({ schema, source, contextValue: { library } });

console.log(JSON.stringify(result, null, 2));
