import { GraphQLObjectType, GraphQLString } from 'graphql';

const Query = new GraphQLObjectType({
  name: 'Query',
  fields: { report: { type: GraphQLString, extensions: { cost: 10 } } },
});

// A cost limit reads each field's cost from its extensions, 1 by default.
const cost: number = Query.getFields().report.extensions?.cost ?? 1;

console.log(JSON.stringify({ cost }));
