import {
  astFromValue,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  parseValue,
  print,
  valueFromAST,
} from 'graphql';

// Clients write NEWEST; resolvers receive the SQL fragment.
const Sort = new GraphQLEnumType({
  name: 'Sort',
  values: {
    NEWEST: { value: 'published_at DESC' },
    OLDEST: { value: 'published_at ASC' },
  },
});
const ArticleFilter = new GraphQLInputObjectType({
  name: 'ArticleFilter',
  fields: {
    sort: { type: Sort },
    tags: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
  },
});

// A literal from the value a resolver sees, e.g. to write it into a generated query.
const literal = astFromValue({ sort: 'published_at ASC', tags: ['js'] }, ArticleFilter);

// The value a resolver would see for a literal, e.g. from a persisted query.
const value = valueFromAST(
  parseValue('{ sort: NEWEST, tags: "graphql" }'),
  ArticleFilter,
);

console.log(JSON.stringify({ literal: print(literal), value }));
