import { catalog } from './catalog.mjs';
import { composeSchema } from './compose.mjs';
import { favorites } from './favorites.mjs';

// A second team's module that defines Product again, with a field of its own.
const reviews = {
  typeDefs: `
    type Product {
      id: ID!
      stars: Int
    }
  `,
  resolvers: {},
};

const attempts = {
  'catalog + reviews': [catalog, reviews],
  'catalog + favorites': [catalog, favorites],
};
const results = {};
for (const [name, modules] of Object.entries(attempts)) {
  try {
    composeSchema(modules);
  } catch (error) {
    // buildASTSchema throws one Error for every problem it found, with their
    // messages separated by blank lines.
    results[name] = error.message.split('\n\n');
  }
}
console.log(JSON.stringify(results, null, 2));
