import { buildSchema, defaultFieldResolver, graphql } from 'graphql';

const schema = buildSchema(`
  type Book {
    title: String!
    publishedYear: Int
    isAvailable: Boolean!
  }

  type Query {
    books: [Book!]!
  }
`);

// Rows as a SQL database returns them: snake_case column names.
const rows = [
  { title: 'Kindred', published_year: 1979, is_available: true },
  { title: 'Dawn', published_year: 1987, is_available: false },
];

const toSnakeCase = (name) =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

// Used for every field without a resolver of its own. A camelCase field reads its snake_case
// column when the row has one; everything else goes to the built-in default.
function snakeCaseFieldResolver(source, args, context, info) {
  const column = toSnakeCase(info.fieldName);
  if (column !== info.fieldName && Object.hasOwn(Object(source), column)) {
    return source[column];
  }
  return defaultFieldResolver(source, args, context, info);
}

const result = await graphql({
  schema,
  source: '{ books { title publishedYear isAvailable } }',
  rootValue: { books: () => rows },
  fieldResolver: snakeCaseFieldResolver,
});

console.log(JSON.stringify(result, null, 2));
