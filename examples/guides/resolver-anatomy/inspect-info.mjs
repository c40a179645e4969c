import {
  graphql,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  responsePathAsArray,
} from 'graphql';

// A one-field schema whose resolver reports what its `info` argument holds.
let report;
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: {
        type: GraphQLString,
        args: { name: { type: GraphQLString } },
        resolve(source, args, context, info) {
          report = {
            source,
            args,
            argsPrototype: Object.getPrototypeOf(args),
            context,
            info: {
              fieldName: info.fieldName,
              responseName: info.fieldNodes[0].alias?.value ?? info.fieldName,
              fieldNodes: info.fieldNodes.length,
              returnType: String(info.returnType),
              parentType: info.parentType.name,
              path: responsePathAsArray(info.path),
              schemaIsTheOneExecuted: info.schema === schema,
              fragments: Object.keys(info.fragments),
              rootValue: info.rootValue,
              operation: `${info.operation.operation} ${info.operation.name?.value}`,
              variableValues: info.variableValues,
              abortSignalAborted: info.getAbortSignal()?.aborted,
              asyncHelpers: Object.keys(info.getAsyncHelpers()),
            },
          };
          return `Hello, ${args.name}!`;
        },
      },
    },
  }),
});

const result = await graphql({
  schema,
  source: `
    query Welcome($who: String) {
      ...Greeting
    }

    fragment Greeting on Query {
      hello: greeting(name: $who)
    }
  `,
  variableValues: { who: 'Ada' },
  rootValue: { version: 1 },
  contextValue: { requestId: 'r-1' },
});

console.log(JSON.stringify({ result, report }, null, 2));
