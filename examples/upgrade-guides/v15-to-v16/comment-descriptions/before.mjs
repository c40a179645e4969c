import { buildSchema } from 'graphql';

const schema = buildSchema(
  `
  type Query {
    # The signed-in user, or null.
    me: String
  }
`,
  // Read the comment above each definition as its description.
  { commentDescriptions: true },
);

console.log(
  JSON.stringify({ description: schema.getQueryType().getFields().me.description }),
);
