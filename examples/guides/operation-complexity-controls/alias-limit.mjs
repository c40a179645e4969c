import { GraphQLError } from 'graphql';

/**
 * A validation rule that refuses documents with more than `maxAliases` aliased fields:
 * aliases are how one request runs the same field many times, such as a thousand
 * login attempts or lookups, each of them cheap on its own.
 */
export function aliasLimit(maxAliases) {
  return (context) => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) {
            const message = `The document has ${aliases} aliases; the limit is ${maxAliases}.`;
            context.reportError(new GraphQLError(message));
          }
        },
      },
    };
  };
}
