import type {ApiCode} from '../../shared/outline';
import type {ApiModel, ApiPage, ApiType} from '../../shared/types';
import {typeCode, typeParametersCode} from './toCode';

/** The notice on the page of a type the package does not export: where it is, and what to write instead. */
export interface NotExportedNotice {
  /** The declaring module, as a reader would find it: `graphql/jsutils/Maybe`. */
  declaredIn: string;
  /** Whether that module exports the type, so that a deep import reaches it. */
  deepImport: boolean;
  /** What to write where the type is needed. */
  advice: string;
  code?: ApiCode;
}

/** `ref`, `Maybe<ref>` or `ref | null | undefined`: how the type at `permalink` is used, and whether nullable. */
function useOf(type: ApiType | undefined, permalink: string): {nullable: boolean} | undefined {
  if (!type) return undefined;
  if (type.kind === 'reference' && type.href === permalink) return {nullable: false};
  if (type.kind === 'reference' && type.name === 'Maybe' && type.typeArguments?.length === 1) {
    return useOf(type.typeArguments[0], permalink) && {nullable: true};
  }
  if (type.kind === 'union') {
    const rest = type.types.filter(
      (t) => !(t.kind === 'keyword' && (t.name === 'null' || t.name === 'undefined')),
    );
    return rest.length === 1 && rest.length < type.types.length && useOf(rest[0], permalink)
      ? {nullable: true}
      : undefined;
  }
  return undefined;
}

/** Code for `access`, wrapped in `NonNullable<…>` when the use admits null or undefined. */
function derived(access: ApiCode, nullable: boolean): ApiCode {
  return nullable ? ['NonNullable<', ...access, '>'] : access;
}

/**
 * A way to name the type through the package's exports: the parameter or return type of an exported
 * function (`Parameters<typeof extendSchema>[2]`), or the type of a member of an exported type
 * (`GraphQLObjectType['toConfig']`'s return type).
 */
function derivation(page: ApiPage, exported: readonly ApiPage[]): ApiCode | undefined {
  const link = (target: ApiPage) => ({text: target.name, href: target.permalink});
  for (const fn of exported) {
    if (fn.kind !== 'function' || fn.signatures.length !== 1) continue;
    const [signature] = fn.signatures;
    const typeofFn: ApiCode = [{keyword: 'typeof'}, ' ', link(fn)];
    const index = signature.parameters.findIndex((p) => useOf(p.type, page.permalink));
    if (index >= 0) {
      const use = useOf(signature.parameters[index].type, page.permalink)!;
      const optional = signature.parameters[index].optional;
      return derived(['Parameters<', ...typeofFn, `>[${index}]`], use.nullable || optional);
    }
    const returned = useOf(signature.returns.type, page.permalink);
    if (returned) return derived(['ReturnType<', ...typeofFn, '>'], returned.nullable);
  }
  for (const owner of exported) {
    for (const member of owner.members) {
      if (member.inheritedFrom || member.kind === 'constructor') continue;
      const ownerCode: ApiCode = member.static ? [{keyword: 'typeof'}, ' ', link(owner)] : [link(owner)];
      const access: ApiCode = [...ownerCode, `['${member.name}']`];
      const property = useOf(member.type, page.permalink);
      if (property && (member.kind === 'property' || member.kind === 'accessor')) {
        return derived(access, property.nullable || Boolean(member.optional));
      }
      const [signature] = member.signatures ?? [];
      if (!signature || member.signatures!.length !== 1) continue;
      const index = signature.parameters.findIndex((p) => useOf(p.type, page.permalink));
      if (index >= 0) {
        const use = useOf(signature.parameters[index].type, page.permalink)!;
        return derived(
          ['Parameters<', ...access, `>[${index}]`],
          use.nullable || signature.parameters[index].optional,
        );
      }
      const returned = useOf(signature.returns.type, page.permalink);
      if (returned) return derived(['ReturnType<', ...access, '>'], returned.nullable);
    }
  }
  return undefined;
}

/**
 * The notice for a page with `notExported`. What it says to write instead names only what a reader can import
 * from the package's entry points: the type a type alias stands for, when that type names nothing else; else a
 * derivation from an export that uses the type.
 */
export function toNotExportedNotice(page: ApiPage, model: ApiModel): NotExportedNotice {
  const declaredIn = `${model.packageName}/${page.sourcePath.replace(/\.d\.[cm]?ts$/, '')}`;
  const deepImport = Boolean(page.deepImport);
  const exported = model.pages.filter((p) => !p.notExported);
  const importable = new Set(exported.map((p) => p.permalink));
  const namesOnlyImportable = (code: ApiCode) =>
    code.every(
      (token) => typeof token !== 'object' || !('href' in token) || importable.has(token.href.split('#')[0]),
    );
  if (page.kind === 'type' && page.type) {
    const parameters = typeParametersCode(page.typeParameters);
    const code = typeCode(page.type);
    if (namesOnlyImportable([...parameters, ...code]))
      return {
        declaredIn,
        deepImport,
        advice: parameters.length
          ? 'Write the type it stands for, with your own types in place of its type parameters:'
          : 'Write the type it stands for:',
        code,
      };
  }
  const code = derivation(page, exported);
  if (code) return {declaredIn, deepImport, advice: 'Name it through an export that uses it:', code};
  return {
    declaredIn,
    deepImport,
    advice: deepImport
      ? 'No export names it: copy its declaration below, or import it from that module.'
      : 'No export names it: copy its declaration below.',
  };
}
