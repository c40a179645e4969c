import { createClient } from 'graphql-http';

const client = createClient({ url: 'http://localhost:4000/graphql' });

const result = await new Promise((resolve, reject) => {
  let last;
  client.subscribe(
    { query: '{ hello }' },
    {
      next: (value) => (last = value),
      error: reject,
      complete: () => resolve(last),
    },
  );
});

console.log(JSON.stringify(result, null, 2));
