import {
  graphql,
  GraphQLEnumType,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  validateSchema,
} from 'graphql';

const SortOrder = new GraphQLEnumType({
  name: 'SortOrder',
  values: {
    NEWEST: { value: 'published_at DESC' },
    OLDEST: { value: 'published_at ASC' },
  },
});

// A schema whose only field has the given argument, and reports what its resolver receives.
function schemaWithArgument(name, config) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        books: {
          type: GraphQLString,
          args: { [name]: config },
          resolve: (source, args) => JSON.stringify(args),
        },
      },
    }),
  });
}

const attempts = {
  "first: Int, default: { value: 'ten' }": schemaWithArgument('first', {
    type: GraphQLInt,
    default: { value: 'ten' },
  }),
  "order: SortOrder, default: { value: 'published_at DESC' }": schemaWithArgument(
    'order',
    {
      type: SortOrder,
      default: { value: 'published_at DESC' },
    },
  ),
  "first: Int, defaultValue: 'ten' (deprecated)": schemaWithArgument('first', {
    type: GraphQLInt,
    defaultValue: 'ten',
  }),
};

const outcomes = {};
for (const [attempt, schema] of Object.entries(attempts)) {
  // Constructing the schema succeeded; validation is where defaults are checked.
  const errors = validateSchema(schema).map((error) => error.message);
  outcomes[attempt] =
    errors.length > 0
      ? { schemaErrors: errors }
      : { resolverReceived: (await graphql({ schema, source: '{ books }' })).data.books };
}

console.log(JSON.stringify(outcomes, null, 2));
