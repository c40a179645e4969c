import { setTimeout as wait } from 'node:timers/promises';
import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    invoice(id: ID!): String
  }
`);

const events = [];

// Stands in for a database pool: one connection per request, released when the work is done.
const pool = {
  connect: () => ({ release: () => events.push('connection released') }),
};

const rootValue = {
  invoice({ id }, context, info) {
    // An audit record nobody needs to wait for: the response does not include it.
    const audit = wait(100).then(() => events.push('audit record written'));
    info.getAsyncHelpers().track([audit]);
    return `Invoice ${id}`;
  },
};

const result = await graphql({
  schema,
  rootValue,
  source: '{ invoice(id: "7") }',
  contextValue: { db: pool.connect() },
  hooks: {
    asyncWorkFinished({ validatedExecutionArgs }) {
      validatedExecutionArgs.contextValue.db.release();
      console.log(JSON.stringify(events, null, 2));
    },
  },
});
events.push(`response ready: ${JSON.stringify(result)}`);
