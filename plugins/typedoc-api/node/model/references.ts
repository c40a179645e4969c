import type {ApiMember, ApiPage, ApiSignature, ApiType, ApiTypeSignature} from '../../shared/types';

/** Every `href` a type refers to, nested types included. */
export function typeHrefs(type: ApiType | undefined): string[] {
  if (!type) return [];
  const hrefs: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.kind === 'reference' && typeof record.href === 'string') hrefs.push(record.href);
      Object.values(record).forEach(visit);
    }
  };
  visit(type);
  return hrefs;
}

function signatureTypes(signature: ApiSignature | ApiTypeSignature): ApiType[] {
  const returns = 'type' in signature.returns ? signature.returns.type : signature.returns;
  return [
    ...signature.typeParameters.flatMap((p) => [p.constraint, p.default]),
    ...signature.parameters.map((p) => p.type),
    returns,
  ].filter((type): type is ApiType => type !== undefined);
}

function memberTypes(member: ApiMember): ApiType[] {
  return [...(member.type ? [member.type] : []), ...(member.signatures ?? []).flatMap(signatureTypes)];
}

/** The types a page's own declaration uses, heritage aside. */
export function usedTypes(page: ApiPage): ApiType[] {
  return [
    ...(page.type ? [page.type] : []),
    ...page.typeParameters
      .flatMap((p) => [p.constraint, p.default])
      .filter((t): t is ApiType => t !== undefined),
    ...page.signatures.flatMap(signatureTypes),
    ...page.members.filter((m) => !m.inheritedFrom).flatMap(memberTypes),
  ];
}

/** Every page path a page's declaration and heritage refer to. */
export function referencedHrefs(page: ApiPage): string[] {
  return [...usedTypes(page), ...page.extends, ...page.implements].flatMap(typeHrefs);
}
