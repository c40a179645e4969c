import {
  graphql,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
} from 'graphql';

const toDate = (text) => {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    throw new TypeError(
      `Date must be a string like 2024-02-29, got ${JSON.stringify(text)}`,
    );
  }
  return new Date(`${text}T00:00:00Z`);
};

const DateScalar = new GraphQLScalarType({
  name: 'Date',
  coerceOutputValue: (date) => date.toISOString().slice(0, 10),
  coerceInputValue: (value) => toDate(value),
  // The literal never holds variables: graphql replaces them first.
  coerceInputLiteral: (node) =>
    toDate(node.kind === Kind.STRING ? node.value : undefined),
  // New: writes a value in the variables' form as a literal, e.g. for a default.
  valueToLiteral: (value) => ({ kind: Kind.STRING, value }),
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      nextDay: {
        type: DateScalar,
        args: { date: { type: DateScalar } },
        resolve: (_, { date }) => new Date(date.getTime() + 86_400_000),
      },
    },
  }),
});

for (const request of [
  { source: '{ nextDay(date: "2024-02-28") }' },
  {
    source: 'query ($d: Date) { nextDay(date: $d) }',
    variableValues: { d: '2024-12-31' },
  },
  { source: '{ nextDay(date: 20240228) }' },
]) {
  console.log(JSON.stringify(await graphql({ schema, ...request })));
}
