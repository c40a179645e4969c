import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { library } from './library.mjs';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// The schema has no resolvers, so graphql-js's default field resolver reads each field from
// the parent object: a property is returned as it is, and a method is called with
// (args, context, info), with `this` set to the parent object.
class Book {
  constructor({ id, title, author, text }) {
    this.id = id;
    this.title = title;
    this.authorName = author;
    this.text = text;
  }

  author() {
    return new Author(this.authorName);
  }

  excerpt({ length }) {
    return this.text.length <= length ? this.text : `${this.text.slice(0, length)}…`;
  }
}

class Author {
  constructor(name) {
    this.name = name;
  }

  books() {
    return library.booksBy(this.name).map((row) => new Book(row));
  }
}

// Root fields are methods of the root value, so they too get (args, context, info).
export const rootValue = {
  book({ id }) {
    const row = library.findBook(id);
    return row && new Book(row);
  },
};
