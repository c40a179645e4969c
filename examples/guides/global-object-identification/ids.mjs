import { fromGlobalId, toGlobalId } from './globalId.mjs';

// The same key in two tables makes two different global IDs.
console.log(JSON.stringify([toGlobalId('User', '1'), toGlobalId('Post', '1')]));
console.log(JSON.stringify(fromGlobalId('VXNlcjox')));
