import {
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { GraphQLPercent } from './percent.mjs';

const tasks = [
  { title: 'Write the guide', done: 0.75 },
  { title: 'Review it', done: 0.2 },
  { title: 'Publish it', done: 0 },
];

const Task = new GraphQLObjectType({
  name: 'Task',
  fields: {
    title: { type: new GraphQLNonNull(GraphQLString) },
    done: { type: new GraphQLNonNull(GraphQLPercent) },
  },
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      tasks: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Task))),
        args: { doneAtLeast: { type: GraphQLPercent, default: { value: '0%' } } },
        // doneAtLeast is a number from 0 to 1 here, whichever way the client sent it.
        resolve: (_source, { doneAtLeast }) =>
          tasks.filter((task) => task.done >= doneAtLeast),
      },
    },
  }),
});
