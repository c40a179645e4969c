/* eslint-disable */
/* prettier-ignore */

export type introspection_types = {
    'Author': { kind: 'OBJECT'; name: 'Author'; fields: { 'born': { name: 'born'; type: { kind: 'SCALAR'; name: 'Int'; ofType: null; } }; 'name': { name: 'name'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'Book': { kind: 'OBJECT'; name: 'Book'; fields: { 'author': { name: 'author'; type: { kind: 'OBJECT'; name: 'Author'; ofType: null; } }; 'genre': { name: 'genre'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Genre'; ofType: null; }; } }; 'id': { name: 'id'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'title': { name: 'title'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'Boolean': unknown;
    'Genre': { name: 'Genre'; enumValues: 'FANTASY' | 'SCIENCE_FICTION'; };
    'ID': unknown;
    'Int': unknown;
    'Query': { kind: 'OBJECT'; name: 'Query'; fields: { 'book': { name: 'book'; type: { kind: 'OBJECT'; name: 'Book'; ofType: null; } }; 'books': { name: 'books'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Book'; ofType: null; }; }; }; } }; }; };
    'String': unknown;
};

/** An IntrospectionQuery representation of your schema.
 *
 * @remarks
 * This is an introspection of your schema saved as a file by GraphQLSP.
 * It will automatically be used by `gql.tada` to infer the types of your GraphQL documents.
 * If you need to reuse this data or update your `scalars`, update `tadaOutputLocation` to
 * instead save to a .ts instead of a .d.ts file.
 */
export type introspection = {
  name: never;
  query: 'Query';
  mutation: never;
  subscription: never;
  types: introspection_types;
};

import * as gqlTada from 'gql.tada';

declare module 'gql.tada' {
  interface setupSchema {
    introspection: introspection
  }
}