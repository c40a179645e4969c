import { buildSchema, parse, validate } from 'graphql';

const schema = buildSchema('type Query { name: String } type Subscription { tick: Int }');

// An operation with 150 unknown fields, and a subscription that asks only for __typename.
const unknownFields = Array.from({ length: 150 }, (_, i) => `field${i}`).join(' ');
const tooMany = validate(schema, parse(`{ ${unknownFields} }`));
const introspection = validate(schema, parse('subscription { __typename }'));

console.log(
  JSON.stringify(
    {
      errorsReported: tooMany.length,
      lastError: tooMany.at(-1).message,
      subscriptionErrors: introspection.map((error) => error.message),
    },
    null,
    2,
  ),
);
