import {
  graphql,
  GraphQLEnumType,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  printSchema,
} from 'graphql';

// Clients write NEWEST; resolvers receive the SQL fragment.
const Sort = new GraphQLEnumType({
  name: 'Sort',
  values: {
    NEWEST: { value: 'published_at DESC' },
    OLDEST: { value: 'published_at ASC' },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      articles: {
        type: new GraphQLList(GraphQLString),
        args: {
          // The default as the resolver receives it.
          sort: { type: Sort, defaultValue: 'published_at DESC' },
          first: { type: GraphQLInt, defaultValue: 10 },
        },
        resolve: (_, { sort, first }) => [`ORDER BY ${sort} LIMIT ${first}`],
      },
    },
  }),
});

console.log(
  printSchema(schema)
    .split('\n')
    .find((line) => line.includes('articles')),
);
console.log(JSON.stringify(await graphql({ schema, source: '{ articles }' })));
