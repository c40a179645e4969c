import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';

export const documentId = (text) =>
  `sha256:${createHash('sha256').update(text).digest('hex')}`;

/** Reads every .graphql file in `folder` into a map from document id to operation text. */
export async function loadTrustedDocuments(folder) {
  const documents = new Map();
  const names = (await readdir(folder)).filter((file) => file.endsWith('.graphql'));
  for (const name of names) {
    const text = await readFile(new URL(name, folder), 'utf8');
    documents.set(documentId(text), text);
  }
  return documents;
}

/**
 * graphql-http's `parseRequestParams` option, replacing its default parser: a request names
 * a trusted document by `documentId` instead of sending a query. Thrown errors become
 * 400 Bad Request responses; a returned [body, init] pair is the response.
 */
export function trustedDocumentsOnly(documents) {
  return async (req) => {
    // A browser sends a form or text/plain POST, and any GET, to another site without
    // asking it first, with that site's cookies: only a JSON body needs its permission.
    if (req.method !== 'GET' && req.method !== 'POST') {
      return [
        null,
        {
          status: 405,
          statusText: 'Method Not Allowed',
          headers: { allow: 'GET, POST' },
        },
      ];
    }
    if (req.method === 'POST' && mediaType(req) !== 'application/json') {
      return [null, { status: 415, statusText: 'Unsupported Media Type' }];
    }
    const params =
      req.method === 'GET' ? fromUrl(req.url) : JSON.parse((await req.body()) || '{}');
    if (params.query !== undefined) {
      throw new Error('This server only runs trusted documents: send a documentId.');
    }
    const query = documents.get(params.documentId);
    if (query === undefined) throw new Error('Unknown documentId.');
    if (
      params.variables != null &&
      (typeof params.variables !== 'object' || Array.isArray(params.variables))
    ) {
      throw new Error('Invalid variables.');
    }
    return { query, variables: params.variables, operationName: params.operationName };
  };
}

function mediaType(req) {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function fromUrl(url) {
  const search = new URL(url, 'http://localhost').searchParams;
  const variables = search.get('variables');
  return {
    query: search.get('query') ?? undefined,
    documentId: search.get('documentId'),
    variables: variables === null ? undefined : JSON.parse(variables),
    operationName: search.get('operationName') ?? undefined,
  };
}
