import { GraphQLError, parse } from 'graphql';

const [operation] = parse('{ order(id: 7) { total } }').definitions;
const [field] = operation.selectionSet.selections;

// message, nodes, source, positions, path, originalError, extensions
const error = new GraphQLError(
  'Order 7 is unavailable',
  field,
  undefined,
  undefined,
  ['order'],
  undefined,
  {
    code: 'UNAVAILABLE',
  },
);

console.log(JSON.stringify(error.toJSON(), null, 2));
