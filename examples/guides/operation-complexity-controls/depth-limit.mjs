import { GraphQLError, Kind } from 'graphql';

/** A validation rule that refuses operations whose fields nest deeper than `maxDepth`. */
export function depthLimit(maxDepth) {
  return (context) => {
    // Each fragment's depth is computed once, however often it is spread: a document
    // that spreads fragments into fragments must not make the rule itself slow.
    const fragmentDepths = new Map();

    function depthOf(selectionSet, visiting) {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          // Introspection has a limit of its own (MaxIntrospectionDepthRule).
          if (selection.name.value.startsWith('__')) continue;
          const below = selection.selectionSet
            ? depthOf(selection.selectionSet, visiting)
            : 0;
          deepest = Math.max(deepest, 1 + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, visiting));
        } else {
          deepest = Math.max(deepest, fragmentDepth(selection.name.value, visiting));
        }
      }
      return deepest;
    }

    function fragmentDepth(name, visiting) {
      const fragment = context.getFragment(name);
      // Unknown fragments and fragment cycles are reported by the specified rules.
      if (!fragment || visiting.has(name)) return 0;
      if (!fragmentDepths.has(name)) {
        const depth = depthOf(fragment.selectionSet, new Set(visiting).add(name));
        fragmentDepths.set(name, depth);
      }
      return fragmentDepths.get(name);
    }

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, new Set());
        if (depth > maxDepth) {
          const message = `The operation nests fields ${depth} levels deep; the limit is ${maxDepth}.`;
          context.reportError(new GraphQLError(message, { nodes: operation }));
        }
      },
    };
  };
}
