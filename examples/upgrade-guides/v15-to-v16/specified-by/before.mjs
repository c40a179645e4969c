import {
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  printSchema,
} from 'graphql';

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  specifiedByUrl: 'https://scalars.graphql.org/andimarek/date-time',
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { now: { type: DateTime } } }),
});

console.log(
  JSON.stringify(
    { specifiedBy: DateTime.specifiedByUrl, sdl: printSchema(schema).trim().split('\n') },
    null,
    2,
  ),
);
