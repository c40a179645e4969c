import { app } from './app.mjs';

app.listen(4000, () => {
  console.log('GraphQL server on http://localhost:4000/graphql');
});
