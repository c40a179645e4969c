import {
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
} from 'graphql';

// Rows as a database might store them: a type column, and colours as hex codes.
const products = [
  { type: 'shirt', id: '1', name: 'Red Tee', price: 19, color: '#f00', size: 'M' },
  { type: 'shirt', id: '2', name: 'Blue Tee', price: 19, color: '#00f', size: 'L' },
  { type: 'mug', id: '3', name: 'Blue Mug', price: 12.5, capacityMl: 450 },
];

class Category {
  constructor(name, products) {
    this.name = name;
    this.products = products;
  }
}

const categories = [
  new Category(
    'Blue Collection',
    products.filter((product) => product.name.startsWith('Blue')),
  ),
];

// Clients see the names; resolvers see the internal values.
const Color = new GraphQLEnumType({
  name: 'Color',
  values: {
    RED: { value: '#f00' },
    GREEN: { value: '#0f0' },
    BLUE: { value: '#00f' },
  },
});

const productFields = {
  id: { type: new GraphQLNonNull(GraphQLID) },
  name: { type: new GraphQLNonNull(GraphQLString) },
  price: { type: new GraphQLNonNull(GraphQLFloat) },
};

const Product = new GraphQLInterfaceType({
  name: 'Product',
  fields: productFields,
  // One function that knows every implementation; it returns a type name.
  resolveType: (row) => (row.type === 'shirt' ? 'Shirt' : 'Mug'),
});

// isTypeOf lets each type recognise its own values, for the union below.
const Shirt = new GraphQLObjectType({
  name: 'Shirt',
  interfaces: [Product],
  isTypeOf: (value) => value.type === 'shirt',
  fields: {
    ...productFields,
    color: { type: new GraphQLNonNull(Color) },
    size: { type: new GraphQLNonNull(GraphQLString) },
  },
});

const Mug = new GraphQLObjectType({
  name: 'Mug',
  interfaces: [Product],
  isTypeOf: (value) => value.type === 'mug',
  fields: {
    ...productFields,
    capacityMl: { type: new GraphQLNonNull(GraphQLInt) },
  },
});

const CategoryType = new GraphQLObjectType({
  name: 'Category',
  isTypeOf: (value) => value instanceof Category,
  fields: {
    name: { type: new GraphQLNonNull(GraphQLString) },
    products: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Product))) },
  },
});

// No resolveType here: GraphQL.js asks each member's isTypeOf in turn.
const SearchResult = new GraphQLUnionType({
  name: 'SearchResult',
  types: [Shirt, Mug, CategoryType],
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      products: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Product))),
        args: { color: { type: Color } },
        // color is the internal value: '#f00', not 'RED'.
        resolve: (_source, { color }) =>
          color === undefined
            ? products
            : products.filter((product) => product.color === color),
      },
      search: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SearchResult))),
        args: { text: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_source, { text }) =>
          [...products, ...categories].filter((item) =>
            item.name.toLowerCase().includes(text.toLowerCase()),
          ),
      },
    },
  }),
});
