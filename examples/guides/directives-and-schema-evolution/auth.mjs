import {
  defaultFieldResolver,
  getDirectiveValues,
  GraphQLError,
  isObjectType,
} from 'graphql';

// OWNER is the deprecated name of ADMIN, so both rank the same. A Map, because a
// plain object would also answer `constructor` or `toString`, with a function that
// compares as neither lower nor higher than a rank.
const rank = new Map([
  ['VIEWER', 1],
  ['ADMIN', 2],
  ['OWNER', 2],
]);

function requiredRole(schema, field) {
  // Code-first schemas have no SDL to read, so they declare the rule in `extensions`.
  if (field.extensions.auth) return field.extensions.auth.requires;
  // In SDL, read the directive from the field's syntax node; its default fills in `requires`.
  return (
    field.astNode &&
    getDirectiveValues(schema.getDirective('auth'), field.astNode)?.requires
  );
}

/**
 * Wraps the resolver of every field marked `@auth` once, when the server starts, so the
 * check runs only where it is needed and costs nothing on other fields.
 */
export function applyAuth(schema) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const requires = requiredRole(schema, field);
      if (!requires) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        if ((rank.get(context?.role) ?? 0) < rank.get(requires)) {
          const message = `${type.name}.${field.name} requires the ${requires} role.`;
          throw new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
