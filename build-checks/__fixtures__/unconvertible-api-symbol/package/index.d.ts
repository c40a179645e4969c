/** Converts: a function gets a page. */
export declare function parse(source: string): unknown;
// The API model documents a namespace only as an enum of constants (graphql's `Kind`); one of functions fails.
export * as helpers from "./helpers.js";
