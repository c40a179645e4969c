/** A step in a path. */
export interface Path {
  readonly key: string;
}
