import express from 'express';
import { validate } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { executeWithLimits } from './execute.mjs';
import { productionRules } from './rules.mjs';
import { rootValue, schema } from './schema.mjs';
import { loadTrustedDocuments, trustedDocumentsOnly } from './trusted-documents.mjs';

const documents = await loadTrustedDocuments(new URL('./documents/', import.meta.url));

export const app = express();

app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    // Only the operations in documents/ run, named by their id.
    parseRequestParams: trustedDocumentsOnly(documents),
    // As a function, this replaces the default rules; productionRules includes them.
    validationRules: (_req, args) =>
      productionRules({
        variables: args.variableValues,
        operationName: args.operationName,
      }),
    // Suggestions would name fields that introspection no longer reveals.
    validate: (schema, document, rules) =>
      validate(schema, document, rules, { hideSuggestions: true }),
    execute: executeWithLimits({ timeoutMs: 1000 }),
  }),
);
