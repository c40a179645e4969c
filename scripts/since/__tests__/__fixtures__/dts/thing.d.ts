export declare class Thing extends Error {
  /** @deprecated Use `size`. */
  length: number;
  size: number;
  static make(): Thing;
  constructor(name: string);
}
export type Shape = { readonly sides: number; colour?: Colour };
export declare enum Colour { RED = 'red', BLUE = 'blue' }
/** @deprecated Gone in the next major. */
export declare function old(): void;
