import {
  getDirectiveValues,
  getNamedType,
  isCompositeType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * How long a response to `document` may be cached, from the @cacheControl hints of the fields
 * it selects: the smallest maxAge wins, and one PRIVATE field makes it all private.
 */
export function cachePolicy(schema, document) {
  const cacheControl = schema.getDirective('cacheControl');
  const hintOn = (node) => (node && getDirectiveValues(cacheControl, node)) ?? {};
  const typeInfo = new TypeInfo(schema);
  let maxAge = Infinity;
  let scope = 'PUBLIC';

  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(operation) {
        if (operation.operation !== 'query') maxAge = 0;
      },
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field || node.name.value.startsWith('__')) return;
        const type = getNamedType(field.type);
        // The field's own hint, else its type's.
        const hint = { ...hintOn(type.astNode), ...hintOn(field.astNode) };
        // A root field or an object without a hint may not be cached; a scalar field
        // without one is as fresh as the object it belongs to.
        const isRoot = typeInfo.getParentType() === schema.getQueryType();
        const fieldMaxAge =
          hint.maxAge ?? (isRoot || isCompositeType(type) ? 0 : Infinity);
        maxAge = Math.min(maxAge, fieldMaxAge);
        if (hint.scope === 'PRIVATE') scope = 'PRIVATE';
      },
    }),
  );
  return { maxAge: maxAge === Infinity ? 0 : maxAge, scope };
}
