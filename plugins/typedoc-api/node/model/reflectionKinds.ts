/**
 * TypeDoc's `ReflectionKind` values as they appear in its JSON output (schema 2.0). Kept here so the
 * pure model code does not load TypeDoc at runtime; `reflectionKinds.test.ts` checks them against TypeDoc.
 */
export const ReflectionKind = {
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
} as const;

/** The name of a kind value, for error messages. */
export function reflectionKindName(kind: number): string {
  return Object.entries(ReflectionKind).find(([, value]) => value === kind)?.[0] ?? `kind ${kind}`;
}
