import { GraphQLError } from 'graphql';
import {
  createComplexityRule,
  directiveEstimator,
  simpleEstimator,
} from 'graphql-query-complexity';
import { pageSize } from './page-size.mjs';

// A list field with a `first` argument returns up to `first` items, and each item costs
// 1 plus its selection: what @complexity(value: 1, multipliers: ["first"]) would say.
const pageEstimator = ({ args, childComplexity }) =>
  args.first === undefined ? undefined : args.first * (1 + childComplexity);

// Every estimator sees `first` as the resolvers use it, clamped by pageSize: multiplied
// as sent, `first: -100000000` would cancel out the cost of an expensive sibling.
const withPageSize = (estimator) => (options) =>
  typeof options.args.first === 'number'
    ? estimator({
        ...options,
        args: { ...options.args, first: pageSize(options.args.first) },
      })
    : estimator(options);

/** How a field's cost is estimated: the first estimator that returns a number wins. */
export const estimators = [
  // A field with @complexity(value, multipliers) in the schema costs what it says.
  directiveEstimator(),
  pageEstimator,
  // Every other field costs 1 plus its selection.
  simpleEstimator({ defaultComplexity: 1 }),
].map(withPageSize);

/**
 * A validation rule that refuses operations whose estimated cost exceeds `maximumCost`.
 * `onComplete`, if given, receives each estimate.
 */
export function costLimit({ maximumCost, variables, operationName, onComplete }) {
  const rule = createComplexityRule({
    maximumComplexity: maximumCost,
    // The cost depends on the values of the variables, such as $first.
    variables,
    operationName,
    estimators,
    onComplete,
    createError: (maximum, actual) =>
      new GraphQLError(`The operation costs ${actual}; the limit is ${maximum}.`),
  });
  return (context) => {
    const complexity = rule(context);
    const { enter, leave } = complexity.OperationDefinition;
    let counted = true;
    return {
      OperationDefinition: {
        enter(operation) {
          try {
            enter.call(complexity, operation);
          } catch (error) {
            // Past 10,000 selections, with fragments counted each time they are spread,
            // graphql-query-complexity throws out of validate, and a server answers 500.
            if (!(error instanceof GraphQLError)) throw error;
            context.reportError(error);
            counted = false;
          }
        },
        leave(operation) {
          if (counted) leave.call(complexity, operation);
        },
      },
    };
  };
}
