import {
  defaultFieldResolver,
  getDirectiveValues,
  GraphQLError,
  isObjectType,
} from 'graphql';

/**
 * Gives @auth its meaning: wraps the resolver of every field that carries it in a check of
 * the viewer. graphql-js keeps the directive in the field's AST and does nothing with it.
 */
export function applyAuthDirective(schema) {
  const auth = schema.getDirective('auth');
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const directive = field.astNode && getDirectiveValues(auth, field.astNode);
      if (!directive) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        requireRole(context.viewer, directive.requires);
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
