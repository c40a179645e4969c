import type {ApiType} from './types';

/**
 * Where a printed type needs parentheses; shared by model/typeToString.ts (text) and theme/ApiType (React)
 * so both print the same type the same way.
 */

/** Kinds that need parentheses inside `A | B` / `A & B`. */
export const UNION_MEMBER_NEEDS_PARENS: ReadonlySet<ApiType['kind']> = new Set(['function', 'conditional']);

/** Kinds that need parentheses before `[]` or `[K]`, or after `keyof`. */
export const ARRAY_ELEMENT_NEEDS_PARENS: ReadonlySet<ApiType['kind']> = new Set([
  'union',
  'intersection',
  'function',
  'conditional',
  'typeOperator',
  'predicate',
  'inferred',
]);
