import { readFileSync } from 'node:fs';
import { BREAK, getIntrospectionQuery, parse, visit } from 'graphql';

// Does the document ask for the schema itself? The first such field settles it.
function usesIntrospection(document) {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
    },
  });
  return found;
}

const bookPage = readFileSync(new URL('./book-page.graphql', import.meta.url), 'utf8');
console.log(
  JSON.stringify(
    {
      'book-page.graphql': usesIntrospection(parse(bookPage)),
      'getIntrospectionQuery()': usesIntrospection(parse(getIntrospectionQuery())),
    },
    null,
    2,
  ),
);
