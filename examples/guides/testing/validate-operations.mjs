import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSchema, concatAST, getLocation, parse, Source, validate } from 'graphql';

// Usage: node validate-operations.mjs [schema.graphql] [operations folder]
const [schemaFile = 'schema.graphql', operationsDir = 'operations'] =
  process.argv.slice(2);

const schema = buildSchema(await readFile(schemaFile, 'utf8'));
const files = (await readdir(operationsDir, { recursive: true }))
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => path.join(operationsDir, file));

// Each error points into the file it came from: the Source's name is the file's path.
function report(error) {
  const places = error.nodes?.length
    ? error.nodes.map((node) => ({ source: node.loc.source, offset: node.loc.start }))
    : error.positions.map((offset) => ({ source: error.source, offset }));
  for (const { source, offset } of places) {
    const { line, column } = getLocation(source, offset);
    console.error(`${source.name}:${line}:${column}: ${error.message}`);
  }
}

const documents = [];
const errors = [];
for (const file of files) {
  try {
    documents.push(parse(new Source(await readFile(file, 'utf8'), file)));
  } catch (syntaxError) {
    errors.push(syntaxError);
  }
}
// All files are validated as one document, because the client sends a fragment from one file
// together with the operations in other files that use it. (A file that does not parse is
// left out, so its fragments may show up as unknown too.)
if (documents.length > 0) {
  errors.push(...validate(schema, concatAST(documents)));
}

errors.forEach(report);
if (errors.length > 0) {
  process.exitCode = 1;
} else {
  console.log(`${files.length} files are valid against ${schemaFile}.`);
}
