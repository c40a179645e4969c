import { GraphQLObjectType, GraphQLString } from 'graphql';

// Declare the extensions your code reads: graphql 16 types the others as `unknown`.
declare module 'graphql' {
  interface GraphQLFieldExtensions<_TSource, _TContext, _TArgs> {
    cost?: number;
  }
}

const Query = new GraphQLObjectType({
  name: 'Query',
  fields: { report: { type: GraphQLString, extensions: { cost: 10 } } },
});

// graphql 16 always sets `extensions`, to an empty object when a field has none.
const cost: number = Query.getFields().report.extensions.cost ?? 1;

console.log(JSON.stringify({ cost }));
