import {
  coerceInputLiteral,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  parseValue,
  print,
  valueToLiteral,
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

// valueToLiteral takes the value as a client sends it in variables, not as a resolver sees it.
const literal = valueToLiteral({ sort: 'OLDEST', tags: ['js'] }, ArticleFilter);

// coerceInputLiteral returns what a resolver would see, or undefined for an invalid literal.
const value = coerceInputLiteral(
  parseValue('{ sort: NEWEST, tags: "graphql" }'),
  ArticleFilter,
);

console.log(JSON.stringify({ literal: print(literal), value }));
