import assert from 'node:assert/strict';
import { test } from 'node:test';
import { graphql, parseConstValue, print } from 'graphql';
import { schema } from './accounts.mjs';
import { GraphQLWorkEmail } from './work-email.mjs';

const otherDomain = {
  name: 'TypeError',
  message: 'WorkEmail must be an address at example.com',
};

// Unit tests: each function on its own, with valid and invalid values.

test('coerceInputValue accepts an address at example.com and rejects any other value', () => {
  assert.equal(GraphQLWorkEmail.coerceInputValue('ada@example.com'), 'ada@example.com');
  assert.throws(() => GraphQLWorkEmail.coerceInputValue('ada@gmail.com'), otherDomain);
  assert.throws(() => GraphQLWorkEmail.coerceInputValue('ada'), {
    name: 'TypeError',
    message: 'Value is not a valid email address: ada',
  });
  assert.throws(() => GraphQLWorkEmail.coerceInputValue(42), TypeError);
});

test('coerceInputLiteral accepts a string literal, and nothing else', () => {
  const literal = (text) => GraphQLWorkEmail.coerceInputLiteral(parseConstValue(text));
  assert.equal(literal('"ada@example.com"'), 'ada@example.com');
  assert.throws(() => literal('"ada@gmail.com"'), otherDomain);
  assert.throws(() => literal('42'), { message: 'WorkEmail must be a string' });
});

test('coerceOutputValue refuses to send an address at another domain', () => {
  assert.equal(GraphQLWorkEmail.coerceOutputValue('ada@example.com'), 'ada@example.com');
  assert.throws(() => GraphQLWorkEmail.coerceOutputValue('ada@gmail.com'), otherDomain);
});

test('valueToLiteral gives a literal that coerceInputLiteral accepts', () => {
  const literal = GraphQLWorkEmail.valueToLiteral('ada@example.com');
  assert.equal(print(literal), '"ada@example.com"');
  assert.equal(GraphQLWorkEmail.coerceInputLiteral(literal), 'ada@example.com');
});

// End-to-end tests: the scalar in the schema, through parsing, validation and execution.

const remind = (to) => `remind(to: ${to}, at: "2025-03-03T09:00:00Z") { to }`;
const run = async (source, variableValues) =>
  JSON.parse(JSON.stringify(await graphql({ schema, source, variableValues })));

test('a literal and a variable reach the resolver alike', async () => {
  const literal = await run(`mutation { ${remind('"ada@example.com"')} }`);
  const variable = await run(`mutation ($to: WorkEmail!) { ${remind('$to')} }`, {
    to: 'ada@example.com',
  });
  assert.deepEqual(literal, { data: { remind: { to: 'ada@example.com' } } });
  assert.deepEqual(variable, literal);
});

test('a literal at another domain fails validation, with its location', async () => {
  const { errors } = await run(`mutation { ${remind('"ada@gmail.com"')} }`);
  assert.deepEqual(errors, [
    {
      message:
        'Expected value of type "WorkEmail", but encountered error "WorkEmail must be an address at example.com"; found: "ada@gmail.com".',
      locations: [{ line: 1, column: 23 }],
    },
  ]);
});

test('what the server sends, a client can send back as a variable and as a literal', async () => {
  const sent = await run(`mutation { ${remind('"ada@example.com"')} }`);
  const { to } = sent.data.remind;
  const asVariable = await run(`mutation ($to: WorkEmail!) { ${remind('$to')} }`, { to });
  const literal = print(GraphQLWorkEmail.valueToLiteral(to));
  const asLiteral = await run(`mutation { ${remind(literal)} }`);
  assert.deepEqual(asVariable, sent);
  assert.deepEqual(asLiteral, sent);
});
