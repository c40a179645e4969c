import {ReflectionKind as TypeDocReflectionKind} from 'typedoc';
import {expect, test} from 'vitest';
import {ReflectionKind} from '../reflectionKinds';

test('the copied kind values match TypeDoc’s', () => {
  for (const [name, value] of Object.entries(ReflectionKind)) {
    expect(TypeDocReflectionKind[name as keyof typeof TypeDocReflectionKind], name).toBe(value);
  }
});
