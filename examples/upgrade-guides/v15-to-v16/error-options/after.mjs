import { GraphQLError, parse } from 'graphql';

const [operation] = parse('{ order(id: 7) { total } }').definitions;
const [field] = operation.selectionSet.selections;

// The message, then an object with only the options you need.
const error = new GraphQLError('Order 7 is unavailable', {
  nodes: field,
  path: ['order'],
  extensions: { code: 'UNAVAILABLE' },
});

console.log(JSON.stringify(error.toJSON(), null, 2));
