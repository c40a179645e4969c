import { EventEmitter, on } from 'node:events';
import { buildSchema, execute, parse, subscribe } from 'graphql';

const schema = buildSchema(`
  type Query {
    ok: Boolean
  }

  type Mutation {
    sendMessage(text: String!): String
  }

  type Subscription {
    messageSent: String
  }
`);

// Each `message` event as an async iterator. Closing it stops listening, even
// while a read is waiting, which an async generator could not do.
function messages(events) {
  const iterator = on(events, 'message');
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const { done, value } = await iterator.next();
      return done ? { done, value: undefined } : { done, value: value[0] };
    },
    return: () => iterator.return(),
  };
}

// One server process. Its resolvers publish to, and subscribe on, `events`.
function createInstance(events) {
  const rootValue = {
    sendMessage: ({ text }) => {
      events.emit('message', { messageSent: text });
      return text;
    },
    messageSent: () => messages(events),
  };
  return {
    subscribe: (source) => subscribe({ schema, rootValue, document: parse(source) }),
    execute: (source) => execute({ schema, rootValue, document: parse(source) }),
  };
}

// Subscribes on instance B, sends a message through instance A, and reports
// what B's subscriber received.
async function deliveredTo(a, b) {
  const stream = await b.subscribe('subscription { messageSent }');
  await a.execute('mutation { sendMessage(text: "hello") }');
  const next = stream.next();
  const nothing = new Promise((resolve) => setTimeout(resolve, 50, 'nothing'));
  const received = await Promise.race([next, nothing]);
  await stream.return();
  return received === 'nothing' ? received : received.value.data;
}

const separate = await deliveredTo(
  createInstance(new EventEmitter()),
  createInstance(new EventEmitter()),
);
const shared = new EventEmitter();
const together = await deliveredTo(createInstance(shared), createInstance(shared));

console.log(JSON.stringify({ separate, shared: together }));
