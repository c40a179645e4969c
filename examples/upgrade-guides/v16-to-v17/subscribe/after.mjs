import { buildSchema, parse, subscribe } from 'graphql';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { tick: Int }
`);
const rootValue = {
  async *tick() {
    yield { tick: 1 };
    yield { tick: 2 };
  },
};

// A promise when the subscribe resolver returns one, the stream itself when it does not:
// `await` handles both.
const result = await subscribe({
  schema,
  document: parse('subscription { tick }'),
  rootValue,
});
if (Symbol.asyncIterator in result) {
  for await (const event of result) console.log(JSON.stringify(event));
} else {
  console.log(JSON.stringify(result));
}
