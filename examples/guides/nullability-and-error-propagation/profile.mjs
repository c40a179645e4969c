import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

class User {
  constructor(id, nickname, friendIds = []) {
    this.id = id;
    this.nickname = nickname;
    this.friendIds = friendIds;
  }

  name() {
    if (this.id === '1') {
      // Stands in for a call to a profile service that fails for this user.
      throw new Error('Profile service unavailable');
    }
    return `User ${this.id}`;
  }

  friends() {
    return this.friendIds.map((id) => users.get(id));
  }
}

const users = new Map([
  ['1', new User('1', 'ada', ['2', '3'])],
  ['2', new User('2', null)],
  ['3', new User('3', 'lin')],
]);

export const rootValue = {
  viewer: () => users.get('1'),
};
