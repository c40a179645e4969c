// Two tables, each keyed by its own ids, as a database holds them: user 1 and post 1 are
// different objects with the same key.
export const users = new Map([
  ['1', { id: '1', name: 'Ada' }],
  ['2', { id: '2', name: 'Grace' }],
]);

export const posts = new Map([['1', { id: '1', title: 'Hello, graphs' }]]);
