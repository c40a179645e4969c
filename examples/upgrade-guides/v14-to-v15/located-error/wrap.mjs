import { locatedError, parse } from 'graphql';

const [operation] = parse('{ order }').definitions;
const nodes = operation.selectionSet.selections;

// What a resolver threw, attached to the field it came from. Code can throw values that are not errors.
const fromError = locatedError(new Error('Database unavailable'), nodes, ['order']);
const fromString = locatedError('Database unavailable', nodes, ['order']);

console.log(
  JSON.stringify(
    { fromError: fromError.message, fromString: fromString.message ?? null },
    null,
    2,
  ),
);
