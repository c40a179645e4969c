import {
  defaultFieldResolver,
  getDirectiveValues,
  GraphQLError,
  isObjectType,
} from 'graphql';

/**
 * Gives @auth its meaning: wraps the resolver of every field that carries it, on its object
 * type or on an interface the type implements, in a check of the viewer. graphql-js keeps
 * the directive in the field's AST and does nothing with it.
 */
export function applyAuthDirective(schema) {
  const auth = schema.getDirective('auth');
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      // An @auth on an interface's field protects it on every type that implements the
      // interface: resolvers belong to object types, so that is where the check goes.
      const declarations = [
        field,
        ...type.getInterfaces().map((i) => i.getFields()[field.name]),
      ];
      const roles = declarations
        .map(
          (declared) => declared?.astNode && getDirectiveValues(auth, declared.astNode),
        )
        .filter(Boolean)
        .map((directive) => directive.requires);
      if (roles.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        for (const role of roles) requireRole(context.viewer, role);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

function requireRole(viewer, role) {
  if (!viewer) {
    throw new GraphQLError('Sign in to do this.', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  if (role === 'ADMIN' && viewer.role !== 'ADMIN') {
    throw new GraphQLError('Only admins can do this.', {
      extensions: { code: 'FORBIDDEN' },
    });
  }
}
