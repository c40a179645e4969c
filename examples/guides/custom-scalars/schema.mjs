import {
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { GraphQLDateTime } from './date-time.mjs';
import { GraphQLJSON } from './json.mjs';

// Resolvers work with Date objects; only the scalar knows the text format.
const events = [
  {
    id: '1',
    name: 'Launch',
    startsAt: new Date('2025-03-01T09:30:00.000Z'),
    details: { room: 'A', tags: ['keynote'] },
  },
  {
    id: '2',
    name: 'Workshop',
    startsAt: new Date('2025-03-02T13:00:00.000Z'),
    details: null,
  },
];

const Event = new GraphQLObjectType({
  name: 'Event',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    startsAt: { type: new GraphQLNonNull(GraphQLDateTime) },
    details: { type: GraphQLJSON },
  },
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      events: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Event))),
        args: { after: { type: GraphQLDateTime } },
        // after is already a Date here, or undefined when the argument is left out.
        resolve: (_source, { after }) =>
          after === undefined ? events : events.filter((event) => event.startsAt > after),
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      addEvent: {
        type: new GraphQLNonNull(Event),
        args: {
          name: { type: new GraphQLNonNull(GraphQLString) },
          startsAt: { type: new GraphQLNonNull(GraphQLDateTime) },
          details: { type: GraphQLJSON },
        },
        resolve: (_source, { name, startsAt, details }) => {
          const event = { id: String(events.length + 1), name, startsAt, details };
          events.push(event);
          return event;
        },
      },
    },
  }),
});
