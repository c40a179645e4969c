import { pathToFileURL } from 'node:url';
import { getOperationAST } from 'graphql';
import { isClientError } from './mask-error.mjs';

// graphql-http calls this with every operation it executed: the arguments it
// passed to execute() and the result, before formatError changes any error.
export function logErrors(
  requestId,
  { document, operationName, variableValues },
  result,
) {
  if (!result.errors?.length) return;
  const record = {
    // A record of the client's mistakes only, such as a bad variable, is no alert.
    level: result.errors.every(isClientError) ? 'warn' : 'error',
    requestId,
    operationName: getOperationAST(document, operationName)?.name?.value ?? null,
    // The text as the client sent it, so that locations point into it.
    query: document.loc.source.body,
    variables: variableValues ?? null,
    errors: result.errors.map((error) => ({
      message: error.message,
      path: error.path,
      locations: error.locations,
      code: error.extensions.code ?? null,
      thrownAt: thrownAt(error.cause),
    })),
  };
  console.error(JSON.stringify(record));
}

// The first frame of the stack: the function that threw, with a path relative
// to the app's folder.
export function thrownAt(cause) {
  const frame = cause instanceof Error ? cause.stack?.split('\n')[1]?.trim() : undefined;
  return frame?.replace(`${pathToFileURL(process.cwd()).href}/`, '') ?? null;
}
