import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLError } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// The price list has no entry for the pen: a data bug that the schema will catch.
const prices = new Map([['Notebook', 4.5]]);

class Customer {
  constructor(name) {
    this.name = name;
  }

  email() {
    // Stands in for a call to another service that fails.
    throw new Error('CRM request timed out after 2000 ms (crm.internal:8443)');
  }
}

class Order {
  constructor(id, customerName, products) {
    this.id = id;
    this.customer = new Customer(customerName);
    this.lines = products.map((product) => ({ product, price: prices.get(product) }));
  }
}

const orders = new Map([['1', new Order('1', 'Ada', ['Notebook', 'Fountain pen'])]]);

export const rootValue = {
  order({ id }) {
    const order = orders.get(id);
    if (!order) {
      throw new GraphQLError(`Order ${id} does not exist.`, {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    return order;
  },
};
