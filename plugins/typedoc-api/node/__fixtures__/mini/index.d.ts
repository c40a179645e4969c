export { pick, identity, wrap, type Box } from "./sub/index.js";
export { Color, Direction, Kind } from "./enums.js";
export { Categorised, tagged } from "./categories.js";
export { Base, Derived, type Named, type Renamed } from "./inherited.js";
export { oldApi, NewThing } from "./deprecated.js";
export { documented } from "./examples.js";
export { linked } from "./links.js";
export { defaultResolver, LIMIT, type Resolver } from "./constants.js";
