import { buildSchema, execute, parse, validate } from 'graphql';

const schema = buildSchema('type Query { hello: String }');
const rootValue = { hello: 'world' };

// graphql() parses and validates every request again. To reuse the work for repeated
// operations, call each step yourself.
const checked = new Map();
let parses = 0;
async function run(source) {
  let document = checked.get(source);
  if (!document) {
    parses += 1;
    document = parse(source);
    const errors = validate(schema, document);
    if (errors.length > 0) return { errors };
    checked.set(source, document);
  }
  return execute({ schema, document, rootValue });
}

for (let i = 0; i < 3; i++) console.log(JSON.stringify(await run('{ hello }')));
console.log(JSON.stringify({ parses }));
