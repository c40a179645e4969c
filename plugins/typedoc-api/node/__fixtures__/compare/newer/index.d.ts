/** Parses a source. */
export declare function parse(source: string, options?: {noLocation?: boolean}): Document;
/** Unchanged between the majors. */
export declare function keep(value: number): number;
/**
 * Deprecated only in the newer major.
 * @deprecated Use `keep`.
 */
export declare function legacy(): void;
/** Runs incrementally. */
export declare function executeIncrementally(): void;
/** A document. */
export interface Document {
  kind: 'Document';
  definitions: string[];
  loc?: string;
  /**
   * Skips validation.
   *
   * @internal
   */
  assumeValid?: boolean;
}
/** A schema. */
export declare class Schema {
  constructor(name: string);
  getType(name: string): number | undefined;
  format(value: string): string;
  /**
   * Describes the schema.
   *
   * @deprecated Use `format`.
   */
  describe(): string;
}
/** A direction, as a constant object. */
export declare const Direction: {
  readonly Up: 'UP';
  readonly Down: 'DOWN';
};
/** A direction's value. */
export type Direction = (typeof Direction)[keyof typeof Direction];
