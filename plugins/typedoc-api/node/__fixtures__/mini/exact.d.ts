/** @category Exact */
import type {Outcome} from './declared.js';
/** Something with a name. */
export interface Printable {
  /** Its name. */
  readonly name: string;
  /** Prints it. */
  toString(): string;
}
/** A class whose members have the names of `Object.prototype`'s. */
export declare class Tag implements Printable {
  readonly name: string;
  constructor(name: string);
  get [Symbol.toStringTag](): string;
  toString(): string;
}
/** A class exported as a type only. */
declare class Entry implements Printable {
  readonly name: string;
  /**
   * Makes one.
   *
   * @example
   * ```ts
   * new Entry('a');
   * ```
   */
  constructor(name: string);
  toString(): string;
}
export type {Entry};
/** Channels by name. */
export interface Channels {
  'mini:start': string;
}
/** A map nobody writes to. */
export interface ReadOnlyMap<T> {
  readonly [key: string]: T;
}
/** Lists tags. */
export declare function listTags(): Array<Tag>;
/** Whether it is an outcome. */
export declare function isOutcome(value: unknown): value is Outcome;
/** Handles a tag. */
export type Handler<TContext, TResult = unknown> = (context: TContext, tags: ReadonlyArray<Tag>) => TResult;
/** The limit's name. */
export declare const LIMIT_NAME = "limit";
/** Settings. */
export interface Settings {
  /** @deprecated Use `strict`. */
  loose?: boolean;
  /** @internal */
  hidden?: boolean;
}
/** Settings once normalised. */
export interface NormalSettings extends Settings {
  loose: boolean;
  hidden: boolean;
}
