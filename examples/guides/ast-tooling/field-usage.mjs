import { readFileSync } from 'node:fs';
import { buildSchema, parse, TypeInfo, visit, visitWithTypeInfo } from 'graphql';

const read = (file) => readFileSync(new URL(file, import.meta.url), 'utf8');
const schema = buildSchema(read('./schema.graphql'));
const document = parse(read('./book-page.graphql'));

// Every schema field the operation uses, once, with its type and any deprecation.
const typeInfo = new TypeInfo(schema);
const used = new Set();

visit(
  document,
  visitWithTypeInfo(typeInfo, {
    Field() {
      const parentType = typeInfo.getParentType();
      const field = typeInfo.getFieldDef();
      if (!parentType || !field) return; // not in the schema: validation reports it
      const note = field.deprecationReason
        ? ` (deprecated: ${field.deprecationReason})`
        : '';
      used.add(`${parentType.name}.${field.name}: ${field.type}${note}`);
    },
  }),
);

console.log(JSON.stringify([...used], null, 2));
