import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

class User {
  constructor(id, name, email) {
    this.id = id;
    this.name = name;
    this.storedEmail = email;
  }

  avatar({ size }) {
    return `https://avatars.example/${this.id}.png?size=${size}`;
  }

  email() {
    // Grace's address lives in a directory service that is down.
    if (this.storedEmail === undefined) throw new Error('Directory service unavailable');
    return this.storedEmail;
  }
}

const ada = new User('1', 'Ada', 'ada@example.com');
const grace = new User('2', 'Grace');
const linus = new User('3', 'Linus', 'linus@example.com');

export const rootValue = {
  team: { lead: ada, members: [grace, linus] },
  viewer: grace,
};
