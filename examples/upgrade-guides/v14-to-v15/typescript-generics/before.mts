import { buildSchema, graphql } from 'graphql';

interface MeQuery {
  me: { name: string };
}

const schema = buildSchema('type Query { me: User } type User { name: String! }');
const rootValue = { me: { name: 'Ada' } };

// The type parameter says what `data` holds.
const result = await graphql<MeQuery>({ schema, source: '{ me { name } }', rootValue });
const name: string | undefined = result.data?.me.name;

console.log(JSON.stringify({ name }));
