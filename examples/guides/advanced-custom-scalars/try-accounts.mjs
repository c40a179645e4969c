import { graphql } from 'graphql';
import { schema } from './accounts.mjs';

const remind =
  'mutation ($to: WorkEmail!, $at: DateTime!) { remind(to: $to, at: $at) { to at } }';
const requests = {
  account: { source: '{ account(id: "1") { email createdAt logins } }' },
  reminder: {
    source: remind,
    variables: { to: 'ada@example.com', at: '2025-03-03T10:00:00+01:00' },
  },
  otherDomain: {
    source: remind,
    variables: { to: 'ada@gmail.com', at: '2025-03-03T09:00:00Z' },
  },
  impossibleDay: {
    source: remind,
    variables: { to: 'ada@example.com', at: '2025-02-30T09:00:00Z' },
  },
};

const responses = {};
for (const [name, { source, variables }] of Object.entries(requests)) {
  const result = await graphql({ schema, source, variableValues: variables });
  responses[name] = JSON.parse(JSON.stringify(result)); // what a server would send
}
console.log(JSON.stringify(responses, null, 2));
