// The data the schema serves. In a real application this would be a database.
export const books = [
  { id: '1', title: 'Kindred', author: 'Octavia E. Butler', shelfMark: 'F BUT 1' },
  {
    id: '2',
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    shelfMark: 'F LEG 3',
  },
  { id: '3', title: 'Piranesi', author: 'Susanna Clarke', shelfMark: 'F CLA 2' },
];
