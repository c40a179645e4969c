/** Parses a source. */
export declare function parse(source: string): Document;
/** Unchanged between the majors. */
export declare function keep(value: number): number;
/**
 * Formats a value.
 * @deprecated Use `Schema.format`.
 */
export declare function formatValue(value: string): string;
/** Deprecated only in the newer major. */
export declare function legacy(): void;
/** A document. */
export interface Document {
  kind: 'Document';
  definitions: string[];
  /** Skips validation. */
  assumeValid?: boolean;
}
/** A schema. */
export declare class Schema {
  constructor(name: string);
  getType(name: string): string | undefined;
  /** Describes the schema. */
  describe(): string;
}
/** A direction, as a TypeScript enum. */
export declare enum Direction {
  Up = 'UP',
  Down = 'DOWN',
}
