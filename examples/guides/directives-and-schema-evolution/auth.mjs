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

function declaredRole(schema, field) {
  // Code-first schemas have no SDL to read, so they declare the rule in `extensions`,
  // with the directive's default.
  if (field.extensions.auth) return field.extensions.auth.requires ?? 'ADMIN';
  // In SDL, read the directive from the field's syntax node; its default fills in `requires`.
  return (
    field.astNode &&
    getDirectiveValues(schema.getDirective('auth'), field.astNode)?.requires
  );
}

// The highest role that the field, or the same field of an interface its type
// implements, requires: only object types have resolvers, so that is where an @auth on
// an interface field is enforced. A role missing from `rank` stops the server at start,
// as it would compare as neither lower nor higher than the caller's.
function requiredRole(schema, type, field) {
  let required;
  for (const declaration of [
    field,
    ...type.getInterfaces().map((i) => i.getFields()[field.name]),
  ]) {
    const role = declaration && declaredRole(schema, declaration);
    if (role === undefined) continue;
    if (!rank.has(role)) {
      throw new Error(
        `${type.name}.${field.name}: @auth requires an unknown role: ${role}`,
      );
    }
    if (!required || rank.get(role) > rank.get(required)) required = role;
  }
  return required;
}

/**
 * Wraps the resolver of every field marked `@auth` once, when the server starts, so the
 * check runs only where it is needed and costs nothing on other fields.
 */
export function applyAuth(schema) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const requires = requiredRole(schema, type, field);
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
