import { readFile } from 'node:fs/promises';
import { setTimeout as wait } from 'node:timers/promises';
import {
  buildSchema,
  GraphQLDeferDirective,
  GraphQLSchema,
  GraphQLStreamDirective,
  specifiedDirectives,
} from 'graphql';

const sdl = await readFile(new URL('./schema.graphql', import.meta.url), 'utf8');

export const schema = new GraphQLSchema({
  ...buildSchema(sdl).toConfig(),
  // `directives` replaces the default list, so the built-in directives are passed too.
  directives: [...specifiedDirectives, GraphQLDeferDirective, GraphQLStreamDirective],
});

export const rootValue = {
  product: () => ({
    id: '1',
    name: 'Lamp',
    // Slow to load: worth deferring.
    reviews: async () => {
      await wait(50);
      return ['Great', 'Okay'];
    },
    // Produces its items one by one: worth streaming.
    async *related() {
      yield 'a';
      await wait(10);
      yield 'b';
      await wait(10);
      yield 'c';
    },
  }),
};
