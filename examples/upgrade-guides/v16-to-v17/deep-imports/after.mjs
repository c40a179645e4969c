import { buildSchema } from 'graphql/utilities';
import { parse } from 'graphql/language';
import { subscribe } from 'graphql/execution';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { tick: Int }
`);
const rootValue = {
  async *tick() {
    yield { tick: 1 };
  },
};

const result = await subscribe({
  schema,
  document: parse('subscription { tick }'),
  rootValue,
});
for await (const event of result) console.log(JSON.stringify(event));
