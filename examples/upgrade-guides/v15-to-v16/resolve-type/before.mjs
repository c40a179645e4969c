import {
  graphql,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

const Media = new GraphQLInterfaceType({
  name: 'Media',
  fields: { title: { type: GraphQLString } },
  // The object type itself.
  resolveType: (value) => (value.pages ? Book : Film),
});
const Book = new GraphQLObjectType({
  name: 'Book',
  interfaces: [Media],
  fields: { title: { type: GraphQLString } },
});
const Film = new GraphQLObjectType({
  name: 'Film',
  interfaces: [Media],
  fields: { title: { type: GraphQLString } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { featured: { type: Media, resolve: () => ({ title: 'Dune', pages: 412 }) } },
  }),
  types: [Book, Film],
});

const result = await graphql({ schema, source: '{ featured { __typename title } }' });
console.log(JSON.stringify(result, null, 2));
