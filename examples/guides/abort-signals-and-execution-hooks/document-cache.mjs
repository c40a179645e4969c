import { defaultHarness } from 'graphql';

// A harness for graphql(): parses and validates each distinct operation once, and gives
// every operation a deadline. Clients send the same few operations over and over.
export function createCachingHarness({ maxDocuments = 1000, timeoutMs = 5000 } = {}) {
  const documents = new Map(); // operation text -> DocumentNode, oldest first
  const validations = new WeakMap(); // schema -> DocumentNode -> options -> errors
  const stats = { parsed: 0, validated: 0, executed: 0 };

  return {
    stats,
    ...defaultHarness,

    parse(source, options) {
      const text = typeof source === 'string' ? source : source.body;
      let document = documents.get(text);
      if (document === undefined) {
        stats.parsed++;
        document = defaultHarness.parse(source, options); // a syntax error throws: not cached
        documents.set(text, document);
        if (documents.size > maxDocuments) {
          documents.delete(documents.keys().next().value);
        }
      }
      return document;
    },

    validate(schema, document, rules, options) {
      // Custom rules may differ between calls: only the default rules' result is cached.
      if (rules !== undefined)
        return defaultHarness.validate(schema, document, rules, options);
      // The validation options change the errors too: a result with "Did you mean"
      // suggestions must not answer a request that hides them.
      const key = JSON.stringify([
        options?.hideSuggestions,
        options?.maxErrors,
        options?.allowEmptySelectionSets,
      ]);
      let byDocument = validations.get(schema);
      if (byDocument === undefined) validations.set(schema, (byDocument = new WeakMap()));
      let byOptions = byDocument.get(document);
      if (byOptions === undefined) byDocument.set(document, (byOptions = new Map()));
      let errors = byOptions.get(key);
      if (errors === undefined) {
        stats.validated++;
        errors = defaultHarness.validate(schema, document, rules, options);
        byOptions.set(key, errors);
      }
      return errors;
    },

    execute(args) {
      stats.executed++;
      const abortSignal = args.abortSignal ?? AbortSignal.timeout(timeoutMs);
      return defaultHarness.execute({ ...args, abortSignal });
    },
  };
}
