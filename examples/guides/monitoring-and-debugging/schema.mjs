import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLError } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const customers = new Map([
  ['c1', { name: 'Ada' }],
  ['c2', { name: 'Grace' }],
]);

class Order {
  constructor(id, total, customerId) {
    this.id = id;
    this.total = total;
    this.customerId = customerId;
  }

  customer() {
    // The bug: a deleted customer is not in the map.
    const { name } = customers.get(this.customerId);
    return { name };
  }
}

// Newest first. The customer of the oldest order, c3, was deleted.
const orders = [
  new Order('3', 99.9, 'c1'),
  new Order('2', 18, 'c2'),
  new Order('1', 42.5, 'c3'),
];

export const rootValue = {
  recentOrders: ({ limit }) => orders.slice(0, limit),
  order: ({ id }) => {
    const order = orders.find((candidate) => candidate.id === id);
    if (!order) {
      throw new GraphQLError(`No order with id ${id}.`, {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    return order;
  },
};
