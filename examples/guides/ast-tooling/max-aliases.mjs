import { GraphQLError, Kind } from 'graphql';

// Refuses operations with more than `limit` aliases. Aliases let one request ask for the
// same expensive field many times, and fragments multiply them: a fragment with three
// aliases, spread three times, adds nine.
export function maxAliasesRule(limit) {
  return function MaxAliasesRule(context) {
    const perFragment = new Map(); // fragment name -> aliases, counted once per fragment

    function countAliases(selectionSet, visiting) {
      let count = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) count++;
          if (selection.selectionSet)
            count += countAliases(selection.selectionSet, visiting);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          count += countAliases(selection.selectionSet, visiting);
        } else {
          count += countFragment(selection.name.value, visiting);
        }
      }
      return count;
    }

    function countFragment(name, visiting) {
      const fragment = context.getFragment(name);
      // Unknown fragments and cycles have rules of their own that report them.
      if (!fragment || visiting.has(name)) return 0;
      if (!perFragment.has(name)) {
        visiting.add(name);
        perFragment.set(name, countAliases(fragment.selectionSet, visiting));
        visiting.delete(name);
      }
      return perFragment.get(name);
    }

    return {
      OperationDefinition(node) {
        const count = countAliases(node.selectionSet, new Set());
        if (count > limit) {
          const name = node.name ? `Operation "${node.name.value}"` : 'The operation';
          context.reportError(
            new GraphQLError(`${name} uses ${count} aliases; the limit is ${limit}.`, {
              nodes: node,
            }),
          );
        }
        return false; // the selections are counted: nothing more to visit
      },
    };
  };
}
