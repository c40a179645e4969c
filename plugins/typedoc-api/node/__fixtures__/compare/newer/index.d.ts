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
}
/** A schema. */
export declare class Schema {
  constructor(name: string);
  getType(name: string): number | undefined;
  format(value: string): string;
}
