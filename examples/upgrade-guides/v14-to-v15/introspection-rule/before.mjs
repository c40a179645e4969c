import { buildSchema, GraphQLError, parse, specifiedRules, validate } from 'graphql';

const schema = buildSchema('type Query { name: String }');

// A rule of your own that refuses the fields introspection starts from.
function NoIntrospection(context) {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          new GraphQLError(`Introspection is disabled: "${node.name.value}".`, node),
        );
      }
    },
  };
}

const errors = validate(schema, parse('{ __schema { types { name } } }'), [
  ...specifiedRules,
  NoIntrospection,
]);
console.log(JSON.stringify(errors.map((error) => error.message)));
