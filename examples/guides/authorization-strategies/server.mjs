import { app } from './app.mjs';

app.listen(4000, (error) => {
  if (error) throw error;
  console.log('GraphQL API ready at http://localhost:4000/graphql');
});
