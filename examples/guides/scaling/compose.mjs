import { buildASTSchema, concatAST, parse } from 'graphql';

// One schema from several modules: their type definitions form one document,
// and each module's resolvers are attached to the fields they name. Modules add
// their root fields with `extend type Query`.
export function composeSchema(modules) {
  const document = concatAST([
    parse('type Query'),
    ...modules.map((module) => parse(module.typeDefs)),
  ]);
  const schema = buildASTSchema(document);
  for (const module of modules) {
    for (const [typeName, resolvers] of Object.entries(module.resolvers)) {
      const fields = schema.getType(typeName)?.getFields() ?? {};
      for (const [fieldName, resolve] of Object.entries(resolvers)) {
        if (!fields[fieldName]) throw new Error(`No field ${typeName}.${fieldName}`);
        fields[fieldName].resolve = resolve;
      }
    }
  }
  return schema;
}
