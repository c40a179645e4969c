import { graphql, GraphQLEnumType, GraphQLObjectType, GraphQLSchema } from 'graphql';

// DRAFT's value is written out as undefined, as code that builds values from a map can do.
const Status = new GraphQLEnumType({
  name: 'Status',
  values: { DRAFT: { value: undefined }, PUBLISHED: { value: 'published' } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      received: {
        type: Status,
        args: { status: { type: Status } },
        resolve: (_, { status }) => String(status),
      },
      archived: { type: Status, resolve: () => 'archived' },
    },
  }),
});

const result = await graphql({ schema, source: '{ received(status: DRAFT) archived }' });
console.log(JSON.stringify(result, null, 2));
