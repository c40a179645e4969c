import {
  GraphQLError,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { PubSub } from './pubsub.mjs';

export const pubsub = new PubSub();

const rooms = new Map([
  ['general', []],
  ['random', []],
]);
let lastId = 0;

function messagesIn(room) {
  const messages = rooms.get(room);
  if (!messages) {
    throw new GraphQLError(`Unknown room "${room}".`, {
      extensions: { code: 'ROOM_NOT_FOUND' },
    });
  }
  return messages;
}

const Message = new GraphQLObjectType({
  name: 'Message',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    room: { type: new GraphQLNonNull(GraphQLString) },
    text: { type: new GraphQLNonNull(GraphQLString) },
  },
});

const room = { type: new GraphQLNonNull(GraphQLString) };

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      messages: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Message))),
        args: { room },
        resolve: (_source, args) => messagesIn(args.room),
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      postMessage: {
        type: new GraphQLNonNull(Message),
        args: { room, text: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_source, args) => {
          const message = { id: String(++lastId), room: args.room, text: args.text };
          messagesIn(args.room).push(message);
          pubsub.publish(args.room, message);
          return message;
        },
      },
    },
  }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      messageAdded: {
        type: new GraphQLNonNull(Message),
        args: { room },
        // Runs once, when a client subscribes: it returns the stream of events.
        subscribe: (_source, args) => {
          messagesIn(args.room);
          return pubsub.subscribe(args.room);
        },
        // Runs for every event: the published payload becomes the field's value.
        resolve: (message) => message,
      },
    },
  }),
});
