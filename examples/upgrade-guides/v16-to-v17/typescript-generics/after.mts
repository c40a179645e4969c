import {
  graphql,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
} from 'graphql';

class Book {
  constructor(readonly title: string) {}
}
class Film {
  constructor(readonly director: string) {}
}

const BookType = new GraphQLObjectType({
  name: 'Book',
  fields: { title: { type: GraphQLString } },
});
const FilmType = new GraphQLObjectType({
  name: 'Film',
  fields: { director: { type: GraphQLString } },
});

// The union's source type: resolveType gets a Book or a Film, and only those.
const SearchResult = new GraphQLUnionType<Book | Film>({
  name: 'SearchResult',
  types: [BookType, FilmType],
  resolveType: (value) => (value instanceof Book ? 'Book' : 'Film'),
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      search: {
        type: new GraphQLList(SearchResult),
        resolve: () => [new Book('Dune'), new Film('Cléo from 5 to 7')],
      },
    },
  }),
});
const result = await graphql({ schema, source: '{ search { __typename } }' });
console.log(JSON.stringify(result));
