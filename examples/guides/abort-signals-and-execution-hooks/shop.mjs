import { readFileSync } from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';
import { buildSchema } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// What the resolvers did, in order, for the scripts to print.
export const events = [];

class Order {
  constructor(id) {
    this.id = id;
  }

  status() {
    events.push('Order.status ran');
    return 'PAID';
  }

  async shipment() {
    // A carrier's client library that takes no AbortSignal: nothing can stop it.
    events.push('Order.shipment started');
    await wait(100);
    events.push('Order.shipment finished');
    return {
      carrier() {
        events.push('Shipment.carrier ran');
        return 'Parcelforce';
      },
    };
  }

  async recommendations(args, context, info) {
    events.push('Order.recommendations started');
    try {
      // A slow search that accepts a signal, like fetch or most database drivers.
      await wait(1000, undefined, { signal: info.getAbortSignal() });
    } catch (error) {
      events.push(`Order.recommendations stopped: ${error.cause.message}`);
      throw error;
    }
    return ['Desk lamp', 'Notebook'];
  }
}

export const rootValue = {
  order: ({ id }) => new Order(id),

  async chargeCard({ orderId }) {
    // Once started, a payment must not be cut off halfway: this resolver ignores the signal.
    events.push('Mutation.chargeCard started');
    await wait(100);
    events.push('Mutation.chargeCard finished');
    return `Charged order ${orderId}`;
  },

  sendReceipt({ orderId }) {
    events.push('Mutation.sendReceipt ran');
    return `Receipt sent for order ${orderId}`;
  },
};
