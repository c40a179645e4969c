import { Kind, parseSchemaCoordinate } from 'graphql';

// Usage: node parse-coordinates.mjs <coordinate>...
// Prints the kind of syntax node each coordinate parses to, and the names it holds.
const parsed = process.argv.slice(2).map((text) => {
  try {
    const node = parseSchemaCoordinate(text);
    const names = Object.entries(node).filter(([, part]) => part?.kind === Kind.NAME);
    return {
      text,
      kind: node.kind,
      ...Object.fromEntries(names.map(([key, name]) => [key, name.value])),
    };
  } catch (error) {
    return { text, error: error.message };
  }
});
console.log(JSON.stringify(parsed, null, 2));
