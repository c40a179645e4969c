import { canSeeEmail } from './permissions.mjs';

// What the business layer hands out. graphql's default resolver calls a method with the
// field's name as the field's resolver: (args, context, info).

export class User {
  #email;

  constructor({ id, name, email }) {
    this.id = id;
    this.name = name;
    this.#email = email;
  }

  email(_args, { viewer }) {
    return canSeeEmail(viewer, this) ? this.#email : null;
  }
}

export class Post {
  constructor({ id, title, published, authorId }) {
    Object.assign(this, { id, title, published, authorId });
  }

  author(_args, { loaders }) {
    return loaders.user.load(this.authorId);
  }
}
