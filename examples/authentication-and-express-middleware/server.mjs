import { app } from './app.mjs';

// Listening on the IPv4 loopback address makes req.ip read "127.0.0.1" rather than an IPv6 form.
app.listen(4000, '127.0.0.1', (error) => {
  if (error) throw error;
  console.log('GraphQL API at http://127.0.0.1:4000/graphql');
});
