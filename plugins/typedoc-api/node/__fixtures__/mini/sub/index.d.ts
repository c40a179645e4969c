export {pick} from '../overloads.js';
export {identity, wrap, type Box} from '../generics.js';
