// What the browser bundle loads in place of a client module it drops (see node/swaps.ts).
export {};
