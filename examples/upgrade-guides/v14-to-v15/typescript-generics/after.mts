import { buildSchema, graphql } from 'graphql';

interface MeQuery {
  me: { name: string };
}

const schema = buildSchema('type Query { me: User } type User { name: String! }');
const rootValue = { me: { name: 'Ada' } };

// graphql() returns ExecutionResult: say what `data` holds where you read it.
const result = await graphql({ schema, source: '{ me { name } }', rootValue });
const data = result.data as MeQuery | null | undefined;
const name: string | undefined = data?.me.name;

console.log(JSON.stringify({ name }));
