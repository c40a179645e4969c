/** The editable parts of a playground example; errors name the one they come from. */
export type ExampleFile = 'schema' | 'resolvers' | 'query' | 'variables';

/** A 1-based place in an example file, as graphql-js reports `locations`. */
export interface LineColumn {
  line: number;
  column: number;
}

/** An error that stopped the example from running, with where it is. */
export interface LocatedError {
  file: ExampleFile;
  message: string;
  locations: LineColumn[];
}

/** Line and column (both 1-based) of a 0-based character offset. */
export function toLineColumn(text: string, offset: number): LineColumn {
  const before = text.slice(0, offset).split('\n');
  return {line: before.length, column: before[before.length - 1].length + 1};
}
