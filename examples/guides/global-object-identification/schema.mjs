import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLError } from 'graphql';
import { loadNode } from './nodes.mjs';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// Each ID is a lookup, so one `nodes` field takes at most this many.
const maxIds = 100;

export const rootValue = {
  node: ({ id }) => loadNode(id),
  nodes: ({ ids }) => {
    if (ids.length > maxIds) {
      throw new GraphQLError(`Pass at most ${maxIds} IDs, got ${ids.length}.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    // One promise per ID: a malformed ID fails its own entry, not the whole list.
    return ids.map(async (id) => loadNode(id));
  },
};
