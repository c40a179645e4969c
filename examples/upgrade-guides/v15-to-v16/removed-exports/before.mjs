import { buildSchema, findDeprecatedUsages, getDescription, parse } from 'graphql';

const schema = buildSchema(`
  type Query {
    "The signed-in user."
    me: User
  }
  interface Node { id: ID! }
  type User implements Node {
    id: ID!
    name: String
    login: String @deprecated(reason: "Use name.")
    role: Role
  }
  enum Role { ADMIN EDITOR @deprecated(reason: "Merged into ADMIN.") }
`);
const user = schema.getType('User');
const me = schema.getQueryType().getFields().me;

console.log(
  JSON.stringify(
    {
      // Operations that use deprecated fields or enum values.
      warnings: findDeprecatedUsages(schema, parse('{ me { login role } }')).map(
        (error) => error.message,
      ),
      // The description written above a field in SDL.
      description: getDescription(me.astNode),
      // Whether an object type implements an interface.
      isNode: schema.isPossibleType(schema.getType('Node'), user),
      deprecated: [
        ...Object.values(user.getFields()).filter((field) => field.isDeprecated),
        ...schema
          .getType('Role')
          .getValues()
          .filter((value) => value.isDeprecated),
      ].map((element) => element.name),
    },
    null,
    2,
  ),
);
