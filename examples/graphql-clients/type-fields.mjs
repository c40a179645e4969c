const query = `query TypeFields($name: String!) {
  __type(name: $name) {
    name
    fields {
      name
      type { name }
    }
  }
}`;

const response = await fetch('http://localhost:4000/graphql', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  },
  body: JSON.stringify({ query, variables: { name: 'Query' } }),
});

console.log(JSON.stringify(await response.json(), null, 2));
