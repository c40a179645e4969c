import { buildSchema, NoDeprecatedCustomRule, parse, validate } from 'graphql';

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
      // A validation rule reports what findDeprecatedUsages() returned.
      warnings: validate(schema, parse('{ me { login role } }'), [
        NoDeprecatedCustomRule,
      ]).map((error) => error.message),
      // The AST node holds the description as a string value.
      description: me.astNode.description?.value,
      // isSubType() answers for interfaces and unions alike.
      isNode: schema.isSubType(schema.getType('Node'), user),
      // An element is deprecated when it has a reason.
      deprecated: [
        ...Object.values(user.getFields()).filter(
          (field) => field.deprecationReason != null,
        ),
        ...schema
          .getType('Role')
          .getValues()
          .filter((value) => value.deprecationReason != null),
      ].map((element) => element.name),
    },
    null,
    2,
  ),
);
