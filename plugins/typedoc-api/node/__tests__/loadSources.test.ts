import {expect, test} from 'vitest';
import {indexDeclarations} from '../loadSources';

test('members named like those of `Object.prototype` (`constructor`, `toString`) have their own lines', () => {
  const declarations = indexDeclarations(
    'tag.ts',
    [
      'export class Tag {',
      '  constructor(readonly name: string) {}',
      '',
      '  toString(): string {',
      '    return this.name;',
      '  }',
      '}',
      'export function hasOwnProperty() {}',
    ].join('\n'),
  );
  const tag = declarations.get('Tag')!;
  expect([tag.members.get('constructor'), tag.members.get('toString'), tag.members.get('valueOf')]).toEqual([
    2,
    4,
    undefined,
  ]);
  expect(declarations.get('hasOwnProperty')?.line).toBe(8);
  expect(declarations.get('toString')).toBeUndefined();
});
