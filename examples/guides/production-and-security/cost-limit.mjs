import { GraphQLError } from 'graphql';
import { createComplexityRule, simpleEstimator } from 'graphql-query-complexity';

// A list field with a `first` argument returns up to `first` items, and each item costs
// what its selection costs. Every other field costs 1 plus its selection.
const pageEstimator = ({ args, childComplexity }) =>
  args.first === undefined ? undefined : args.first * Math.max(childComplexity, 1);

/** A validation rule that refuses operations whose estimated cost exceeds `maximumCost`. */
export function costLimit({ maximumCost, variables, operationName }) {
  return createComplexityRule({
    maximumComplexity: maximumCost,
    // The cost depends on the values of the variables, such as $first.
    variables,
    operationName,
    estimators: [pageEstimator, simpleEstimator({ defaultComplexity: 1 })],
    createError: (maximum, actual) =>
      new GraphQLError(`The operation costs ${actual}; the limit is ${maximum}.`),
  });
}
