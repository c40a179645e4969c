const query = `query RollDice($dice: Int!, $sides: Int) {
  rollDice(numDice: $dice, numSides: $sides)
}`;

const response = await fetch('http://localhost:4000/graphql', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  },
  body: JSON.stringify({ query, variables: { dice: 3, sides: 6 } }),
});

console.log(JSON.stringify(await response.json()));
