import { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema } from 'graphql';
import {
  GraphQLDateTime,
  GraphQLEmailAddress,
  GraphQLNonNegativeInt,
} from 'graphql-scalars';
import { GraphQLWorkEmail } from './work-email.mjs';

const accounts = new Map([
  [
    '1',
    {
      id: '1',
      email: 'ada@example.com',
      createdAt: new Date('2025-03-01T09:30:00Z'),
      logins: 12,
    },
  ],
]);

const Account = new GraphQLObjectType({
  name: 'Account',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    email: { type: new GraphQLNonNull(GraphQLEmailAddress) },
    createdAt: { type: new GraphQLNonNull(GraphQLDateTime) },
    logins: { type: new GraphQLNonNull(GraphQLNonNegativeInt) },
  },
});

const Reminder = new GraphQLObjectType({
  name: 'Reminder',
  fields: {
    to: { type: new GraphQLNonNull(GraphQLWorkEmail) },
    at: { type: new GraphQLNonNull(GraphQLDateTime) },
  },
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      account: {
        type: Account,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (_source, { id }) => accounts.get(id) ?? null,
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      remind: {
        type: new GraphQLNonNull(Reminder),
        args: {
          to: { type: new GraphQLNonNull(GraphQLWorkEmail) },
          at: { type: new GraphQLNonNull(GraphQLDateTime) },
        },
        // `at` arrives as a Date: graphql-scalars' DateTime parses it.
        resolve: (_source, { to, at }) => ({ to, at }),
      },
    },
  }),
});
