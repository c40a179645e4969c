const planets = [
  { name: 'Earth', moons: ['Moon'] },
  { name: 'Mars', moons: ['Phobos', 'Deimos'] },
];

export const rootValue = {
  planet: ({ name }) => planets.find((p) => p.name === name),
};
