import { parse, validate } from 'graphql';

/**
 * `parse` and `validate` for graphql-http that remember their results, so a query text seen
 * before is neither parsed nor validated again. Keeps the `size` most recently used texts.
 */
export function createDocumentCache({ size = 1000 } = {}) {
  const documents = new Map(); // query text → document, least recently used first
  const errorsBySchema = new WeakMap(); // schema → (document → validation errors)

  return {
    parse(source) {
      let document = documents.get(source);
      if (document) {
        documents.delete(source);
      } else {
        // A syntax error throws here, so it is never cached.
        document = parse(source);
        if (documents.size === size) documents.delete(documents.keys().next().value);
      }
      documents.set(source, document);
      return document;
    },

    // Only for rules that are the same for every request: graphql-http's defaults are.
    validate(schema, document, rules) {
      if (!errorsBySchema.has(schema)) errorsBySchema.set(schema, new WeakMap());
      const cached = errorsBySchema.get(schema);
      if (!cached.has(document)) cached.set(document, validate(schema, document, rules));
      return cached.get(document);
    },
  };
}
