import { app } from './app.mjs';

app.listen(4000, (error) => {
  if (error) throw error;
  console.log('Message of the day API at http://localhost:4000/graphql');
});
