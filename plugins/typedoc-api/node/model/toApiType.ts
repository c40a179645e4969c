import type {JSONOutput} from 'typedoc';
import type {ApiTupleElement, ApiType, ApiTypeSignature} from '../../shared/types';

type TypeDocType = JSONOutput.SomeType;
type Target = JSONOutput.ReferenceType['target'];

/** Resolves TypeDoc reference targets to site paths. */
export interface LinkResolver {
  /** The page (or member) path of a reflection, or of the name a reference uses; undefined when it has no page. */
  hrefOf(target: Target | string | undefined, name?: string): string | undefined;
  /** The name of the page of a reflection: the export's name, where the declaration's differs (`ResponsePath`, declared `Path`). */
  nameOf(target: Target | undefined): string | undefined;
  /** The documented package's name; references into other packages carry their package. */
  packageName: string;
  /** A member's name as its declaration writes it, where TypeDoc's differs (`[Symbol.toStringTag]`, `'graphql:parse'`). */
  declaredNameOf(id: number): string | undefined;
}

const byKind: {
  [K in TypeDocType['type']]: (type: Extract<TypeDocType, {type: K}>, links: LinkResolver) => ApiType;
} = {
  intrinsic: (t) => ({kind: 'keyword', name: t.name}),
  literal: (t) => ({kind: 'literal', value: printLiteral(t)}),
  reference: (t, links) => {
    const href = t.refersToTypeParameter ? undefined : links.hrefOf(t.target, t.name);
    const name = (!t.refersToTypeParameter && links.nameOf(t.target)) || t.name;
    return {
      kind: 'reference',
      name,
      ...(name !== t.name && {declaredName: t.name}),
      ...(href !== undefined && {href}),
      ...(t.typeArguments?.length && {typeArguments: t.typeArguments.map((x) => toApiType(x, links))}),
      ...(t.refersToTypeParameter && {typeParameter: true}),
      ...(t.package && t.package !== links.packageName && {package: t.package}),
    };
  },
  union: (t, links) => ({kind: 'union', types: t.types.map((x) => toApiType(x, links))}),
  intersection: (t, links) => ({kind: 'intersection', types: t.types.map((x) => toApiType(x, links))}),
  array: (t, links) => ({kind: 'array', elementType: toApiType(t.elementType, links)}),
  tuple: (t, links) => ({kind: 'tuple', elements: (t.elements ?? []).map((x) => toTupleElement(x, links))}),
  // Only meaningful inside a tuple (handled by toTupleElement); elsewhere the label is dropped.
  namedTupleMember: (t, links) => toApiType(t.element, links),
  reflection: (t, links) => toObjectType(t.declaration, links),
  indexedAccess: (t, links) => ({
    kind: 'indexedAccess',
    objectType: toApiType(t.objectType, links),
    indexType: toApiType(t.indexType, links),
  }),
  conditional: (t, links) => ({
    kind: 'conditional',
    checkType: toApiType(t.checkType, links),
    extendsType: toApiType(t.extendsType, links),
    trueType: toApiType(t.trueType, links),
    falseType: toApiType(t.falseType, links),
  }),
  typeOperator: (t, links) => ({
    kind: 'typeOperator',
    operator: t.operator,
    target: toApiType(t.target, links),
  }),
  query: (t, links) => ({kind: 'query', target: toApiType(t.queryType, links)}),
  mapped: (t, links) => ({
    kind: 'mapped',
    parameter: t.parameter,
    parameterType: toApiType(t.parameterType, links),
    ...(t.nameType && {nameType: toApiType(t.nameType, links)}),
    templateType: toApiType(t.templateType, links),
    ...(t.readonlyModifier && {readonlyModifier: t.readonlyModifier}),
    ...(t.optionalModifier && {optionalModifier: t.optionalModifier}),
  }),
  templateLiteral: (t, links) => ({
    kind: 'templateLiteral',
    head: t.head,
    spans: t.tail.map(([type, text]) => ({type: toApiType(type, links), text})),
  }),
  predicate: (t, links) => ({
    kind: 'predicate',
    name: t.name,
    asserts: t.asserts,
    ...(t.targetType && {targetType: toApiType(t.targetType, links)}),
  }),
  inferred: (t, links) => ({
    kind: 'inferred',
    name: t.name,
    ...(t.constraint && {constraint: toApiType(t.constraint, links)}),
  }),
  optional: (t, links) => ({kind: 'optional', elementType: toApiType(t.elementType, links)}),
  rest: (t, links) => ({kind: 'rest', elementType: toApiType(t.elementType, links)}),
  unknown: (t) => ({kind: 'unknown', text: t.name}),
};

/** Converts one TypeDoc type to an `ApiType`, resolving references to site paths. */
export function toApiType(type: TypeDocType | undefined, links: LinkResolver): ApiType {
  if (!type) return {kind: 'keyword', name: 'any'};
  const convert = byKind[type.type] as (t: TypeDocType, l: LinkResolver) => ApiType;
  return convert(type, links);
}

function toTupleElement(element: TypeDocType, links: LinkResolver): ApiTupleElement {
  if (element.type === 'namedTupleMember') {
    return {
      name: element.name,
      ...(element.isOptional && {optional: true}),
      type: toApiType(element.element, links),
    };
  }
  return {type: toApiType(element, links)};
}

/** An inline object type; a lone call signature becomes a function type. */
function toObjectType(declaration: JSONOutput.DeclarationReflection, links: LinkResolver): ApiType {
  const callSignatures = (declaration.signatures ?? []).map((s) => toTypeSignature(s, links));
  const properties = (declaration.children ?? []).map((child) => ({
    name: links.declaredNameOf(child.id) ?? child.name,
    type: child.signatures?.length
      ? ({kind: 'function', signature: toTypeSignature(child.signatures[0], links)} as const)
      : toApiType(child.type, links),
    ...(child.flags.isOptional && {optional: true}),
    ...(child.flags.isReadonly && {readonly: true}),
  }));
  const indexSignatures = (declaration.indexSignatures ?? []).map((s) => ({
    parameter: {name: s.parameters?.[0]?.name ?? 'key', type: toApiType(s.parameters?.[0]?.type, links)},
    type: toApiType(s.type, links),
    ...(s.flags.isReadonly && {readonly: true}),
  }));
  if (callSignatures.length === 1 && properties.length === 0 && indexSignatures.length === 0) {
    return {kind: 'function', signature: callSignatures[0]};
  }
  return {
    kind: 'object',
    properties,
    ...(callSignatures.length && {callSignatures}),
    ...(indexSignatures.length && {indexSignatures}),
  };
}

/** A signature inside a type: names and types only. */
export function toTypeSignature(
  signature: JSONOutput.SignatureReflection,
  links: LinkResolver,
): ApiTypeSignature {
  return {
    typeParameters: (signature.typeParameters ?? []).map((p) => ({
      name: p.name,
      ...(p.type && {constraint: toApiType(p.type, links)}),
      ...(p.default && {default: toApiType(p.default, links)}),
      ...(p.flags.isConst && {const: true}),
    })),
    parameters: (signature.parameters ?? []).map((p) => ({
      name: p.name,
      type: toApiType(p.type, links),
      optional: Boolean(p.flags.isOptional || p.defaultValue !== undefined),
      rest: Boolean(p.flags.isRest),
    })),
    returns: toApiType(signature.type, links),
  };
}

/**
 * A literal as TypeScript source: as its declaration writes it, when the model says (`declaredText`, recorded by
 * convertWithTypeDoc.mts), else printed from its value.
 */
export function printLiteral(literal: JSONOutput.LiteralType & {declaredText?: string}): string {
  if (literal.declaredText !== undefined) return literal.declaredText;
  const {value} = literal;
  if (value === null) return 'null';
  if (typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
