import { loadTrustedDocuments } from './trusted-documents.mjs';

// Prints the id of each trusted document, as a client build step would record them.
const documents = await loadTrustedDocuments(new URL('./documents/', import.meta.url));
const ids = Object.fromEntries(
  [...documents].map(([id, text]) => [/(?:query|mutation) (\w+)/.exec(text)[1], id]),
);
console.log(JSON.stringify(ids, null, 2));
