import type {Maybe} from './internal/Maybe.js';
import type {Path} from './internal/Path.js';
/** Holds a value. */
export interface Holder<T = string> {
  /** Written with `| undefined`. */
  value?: string | undefined;
  names: 'b' | 'a';
  item?: T;
}
/** Two results. */
export interface Outcome<A = unknown, B = unknown> {
  a: A;
  b: B;
}
/** Options no export names. */
interface Options {
  strict?: boolean;
}
/** Runs a holder. */
export declare function run(holder: Holder): Promise<Outcome | Holder>;
/** Where we are. */
export declare function where(): Path;
/** Maybe a holder. */
export declare function maybe(value: Maybe<string>): Maybe<Holder>;
/** Configures. */
export declare function configure(options?: Options): void;
/** A machine. */
export declare class Machine {
  constructor(config: Holder);
  /** Starts. */
  start(): void;
}
/** Declared in this order. */
export declare enum Order {
  Zebra = 'Z',
  Apple = 'A',
}
/** A class exported as a type only. */
declare class Field {
  readonly name: string;
}
export type {Field};
/** A scalar. */
export declare class Scalar {
  /**
   * Parses.
   *
   * @deprecated use `coerceInputValue()` instead, `parseValue()` will be removed
   */
  parseValue(value: unknown): unknown;
  /** Coerces. */
  coerceInputValue(value: unknown): unknown;
}
/** A function sharing the method's name. */
export declare function coerceInputValue(value: unknown): unknown;
