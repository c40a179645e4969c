import {
  graphql,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parseConstValue,
  printSchema,
} from 'graphql';

const SortOrder = new GraphQLEnumType({
  name: 'SortOrder',
  // Clients send NEWEST; resolvers receive 'published_at DESC'.
  values: {
    NEWEST: { value: 'published_at DESC' },
    OLDEST: { value: 'published_at ASC' },
  },
});

const PageInput = new GraphQLInputObjectType({
  name: 'PageInput',
  fields: {
    first: { type: GraphQLInt, default: { value: 10 } },
    after: { type: GraphQLString },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      // Reports the arguments its resolver received, to show what the defaults produce.
      books: {
        type: GraphQLString,
        args: {
          // `value` is written as a client would send it: the enum's name, not its value.
          order: { type: SortOrder, default: { value: 'NEWEST' } },
          // `literal` is GraphQL syntax, for defaults that come from SDL text.
          page: {
            type: PageInput,
            default: { literal: parseConstValue('{ first: 5 }') },
          },
        },
        resolve: (source, args) => JSON.stringify(args),
      },
    },
  }),
});

const operations = [
  '{ books }',
  '{ books(page: {}) }',
  '{ books(page: { after: "c2" }, order: OLDEST) }',
  '{ books(page: null) }',
];

const received = {};
for (const source of operations) {
  const { data } = await graphql({ schema, source });
  received[source] = JSON.parse(data.books);
}

const printed = printSchema(schema)
  .split('\n')
  .filter((line) => line.includes(' = '))
  .map((line) => line.trim());

console.log(JSON.stringify({ printed, received }, null, 2));
