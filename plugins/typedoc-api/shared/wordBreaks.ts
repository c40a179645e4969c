/**
 * A name cut where it may wrap: before each capital that starts a word (`GraphQL|Schema|Validation|Options`)
 * and after each underscore (`OPERATION_|DEFINITION`). Long names wrap there, never inside a word.
 */
export function toWordParts(name: string): string[] {
  return name.split(/(?<=_)|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
}

/** A name as HTML with `<wbr>` where it may wrap (for HTML strings such as table-of-contents values). */
export function toWrappableHtml(escapedName: string): string {
  return toWordParts(escapedName).join('<wbr>');
}
