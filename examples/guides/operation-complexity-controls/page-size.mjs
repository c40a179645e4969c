import { getArgumentValues, getVariableValues, GraphQLError, Kind } from 'graphql';

/** The most items a list field returns, whatever its `first` argument asks for. */
export const MAX_PAGE_SIZE = 100;

/**
 * `first` as the resolvers and the cost estimate both use it: from 0 to MAX_PAGE_SIZE. A
 * negative `first` must not lower the estimate (it would cancel an expensive sibling out),
 * and a huge one must not return more items than the estimate counted.
 */
export const pageSize = (first) => Math.min(Math.max(first, 0), MAX_PAGE_SIZE);

/**
 * A validation rule that refuses `first` outside the range from 0 to MAX_PAGE_SIZE, written
 * in the operation or sent as a variable, so the client learns its page was not what it asked
 * for. `pageSize` still clamps behind it, in the estimate and in the resolvers.
 */
export function pageSizeRange({ variables = {}, operationName } = {}) {
  return (context) => {
    // The values of the operation that will run, with its defaults: fragments use them too.
    const operations = context
      .getDocument()
      .definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION);
    const operation =
      operations.find((node) => node.name?.value === operationName) ?? operations[0];
    const coerced = getVariableValues(
      context.getSchema(),
      operation?.variableDefinitions ?? [],
      variables,
    );
    return {
      Field(node) {
        const field = context.getFieldDef();
        if (!field?.args.some((arg) => arg.name === 'first')) return;
        let first;
        try {
          ({ first } = getArgumentValues(field, node, coerced.variableValues));
        } catch {
          return; // An invalid value, such as null for Int!: graphql's own rules report it.
        }
        if (typeof first === 'number' && first !== pageSize(first)) {
          context.reportError(
            new GraphQLError(
              `"first" must be from 0 to ${MAX_PAGE_SIZE}; ${context.getParentType()}.${field.name} asks for ${first}.`,
              { nodes: node },
            ),
          );
        }
      },
    };
  };
}
