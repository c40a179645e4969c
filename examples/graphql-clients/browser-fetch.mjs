const response = await fetch('/graphql', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  },
  body: JSON.stringify({ query: '{ hello }' }),
});

console.log(await response.text());
