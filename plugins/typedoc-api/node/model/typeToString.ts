import {ARRAY_ELEMENT_NEEDS_PARENS, UNION_MEMBER_NEEDS_PARENS} from '../../shared/typeParens';
import type {ApiSignature, ApiType, ApiTypeSignature} from '../../shared/types';

type Printer = {[K in ApiType['kind']]: (type: Extract<ApiType, {kind: K}>) => string};

const printer: Printer = {
  keyword: (t) => t.name,
  literal: (t) => t.value,
  reference: (t) =>
    t.name + (t.typeArguments?.length ? `<${t.typeArguments.map(typeToString).join(', ')}>` : ''),
  union: (t) => t.types.map((x) => wrapIf(x, UNION_MEMBER_NEEDS_PARENS)).join(' | '),
  intersection: (t) => t.types.map((x) => wrapIf(x, UNION_MEMBER_NEEDS_PARENS)).join(' & '),
  array: (t) => `${wrapIf(t.elementType, ARRAY_ELEMENT_NEEDS_PARENS)}[]`,
  tuple: (t) =>
    `[${t.elements
      .map((e) =>
        e.name ? `${e.name}${e.optional ? '?' : ''}: ${typeToString(e.type)}` : typeToString(e.type),
      )
      .join(', ')}]`,
  object: (t) => {
    const members = [
      ...(t.callSignatures ?? []).map((s) => signatureToString(s, ': ')),
      ...(t.indexSignatures ?? []).map(
        (s) =>
          `${s.readonly ? 'readonly ' : ''}[${s.parameter.name}: ${typeToString(s.parameter.type)}]: ${typeToString(s.type)}`,
      ),
      ...t.properties.map(
        (p) => `${p.readonly ? 'readonly ' : ''}${p.name}${p.optional ? '?' : ''}: ${typeToString(p.type)}`,
      ),
    ];
    return members.length ? `{ ${members.join('; ')} }` : '{}';
  },
  function: (t) => signatureToString(t.signature, ' => '),
  indexedAccess: (t) => `${wrapIf(t.objectType, ARRAY_ELEMENT_NEEDS_PARENS)}[${typeToString(t.indexType)}]`,
  conditional: (t) =>
    `${typeToString(t.checkType)} extends ${typeToString(t.extendsType)} ? ${typeToString(t.trueType)} : ${typeToString(t.falseType)}`,
  typeOperator: (t) => `${t.operator} ${wrapIf(t.target, ARRAY_ELEMENT_NEEDS_PARENS)}`,
  query: (t) => `typeof ${typeToString(t.target)}`,
  mapped: (t) => {
    const readonly = t.readonlyModifier ? `${t.readonlyModifier === '-' ? '-' : ''}readonly ` : '';
    const optional = t.optionalModifier ? `${t.optionalModifier === '-' ? '-' : ''}?` : '';
    const as = t.nameType ? ` as ${typeToString(t.nameType)}` : '';
    return `{ ${readonly}[${t.parameter} in ${typeToString(t.parameterType)}${as}]${optional}: ${typeToString(t.templateType)} }`;
  },
  templateLiteral: (t) =>
    `\`${t.head}${t.spans.map((s) => `\${${typeToString(s.type)}}${s.text}`).join('')}\``,
  predicate: (t) =>
    `${t.asserts ? 'asserts ' : ''}${t.name}${t.targetType ? ` is ${typeToString(t.targetType)}` : ''}`,
  inferred: (t) => `infer ${t.name}${t.constraint ? ` extends ${typeToString(t.constraint)}` : ''}`,
  optional: (t) => `${typeToString(t.elementType)}?`,
  rest: (t) => `...${typeToString(t.elementType)}`,
  unknown: (t) => t.text,
};

function wrapIf(type: ApiType, kinds: ReadonlySet<ApiType['kind']>): string {
  const text = typeToString(type);
  return kinds.has(type.kind) ? `(${text})` : text;
}

/**
 * Prints a type as TypeScript-like source on one line, e.g. `string | Source` or
 * `ReadonlyArray<GraphQLError>` (for Markdown twins, search, titles).
 */
export function typeToString(type: ApiType): string {
  return (printer[type.kind] as (t: ApiType) => string)(type);
}

/**
 * `<T>(a: A, b?: B) => R` (arrow `' => '`) or `<T>(a: A): R` (arrow `': '`: methods, object members).
 * Takes a page's `ApiSignature` too; prefix the name for a declaration: `parse` + `(source: …): …`.
 */
export function signatureToString(
  signature: ApiTypeSignature | ApiSignature<unknown>,
  arrow: ' => ' | ': ',
): string {
  const returns = 'kind' in signature.returns ? signature.returns : signature.returns.type;
  const typeParameters = signature.typeParameters.length
    ? `<${signature.typeParameters
        .map(
          (p) =>
            `${p.const ? 'const ' : ''}${p.name}${p.constraint ? ` extends ${typeToString(p.constraint)}` : ''}${p.default ? ` = ${typeToString(p.default)}` : ''}`,
        )
        .join(', ')}>`
    : '';
  const parameters = signature.parameters
    .map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${typeToString(p.type)}`)
    .join(', ');
  return `${typeParameters}(${parameters})${arrow}${typeToString(returns)}`;
}
