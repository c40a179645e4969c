import type {JSONOutput} from 'typedoc';
import type {SourceDeclaration, SourceFile} from '../loadSources';

/** Finds where a reflection is written in the package's original TypeScript source. */
export interface SourceLocator {
  /** The declaration in the original source, when the package ships that source. */
  declarationOf(reflection: JSONOutput.Reflection): SourceDeclaration | undefined;
  /**
   * The URL of a page's or member's source, at its line when the original source has it
   * (`…/blob/v17.1.0/src/language/parser.ts#L95`); undefined when the package ships no source for its file.
   */
  urlOf(reflection: JSONOutput.Reflection, member?: MemberContext): string | undefined;
}

/** What a member's own symbol id may not say. */
export interface MemberContext {
  isStatic?: boolean;
  /** The reflection of the page the member is listed on. */
  owner?: JSONOutput.Reflection;
}

/**
 * The name TypeDoc gives the documented package in its symbol ids (its folder's: `graphql-16` for the npm alias),
 * read from the entry point's exports. A symbol of another package (TypeScript's `lib.es5.d.ts`) has no source here.
 */
export function documentedPackageName(project: JSONOutput.ProjectReflection): string | undefined {
  const ids = (project.children ?? []).map((child) => project.symbolIdMap?.[child.id]?.packageName);
  return ids.find((id) => id !== undefined);
}

/**
 * TypeDoc's symbol ids name each reflection's declaring file and its name as declared there (`Path` for the
 * `ResponsePath` export, `GraphQLSchema.getType` for a member), which the source files index.
 */
export function createSourceLocator(
  project: JSONOutput.ProjectReflection,
  sources: Record<string, SourceFile>,
  /** `{version}` and `{path}` (the file's path in the repository) are replaced. */
  urlTemplate: string,
  version: string,
): SourceLocator {
  const packageName = documentedPackageName(project);
  const qualifiedNameOf = (reflection: JSONOutput.Reflection) =>
    project.symbolIdMap?.[reflection.id]?.qualifiedName;
  const locate = (reflection: JSONOutput.Reflection, {isStatic = false, owner: page}: MemberContext = {}) => {
    const symbol = project.symbolIdMap?.[reflection.id];
    // Paths are relative to each symbol's own package: TypeScript's `lib/lib.es5.d.ts` is no file of graphql's.
    const file = symbol?.packageName === packageName ? sources[symbol.packagePath] : undefined;
    if (!symbol || !file) return undefined;
    // TypeScript names a class's constructor `__constructor`.
    const path = symbol.qualifiedName.replace(/\.__constructor$/, '.constructor').split('.');
    // A property of a type literal (the `{readonly SOF: …}` type of the `TokenKind` constant) is `__type.SOF`:
    // its owner is the page's declaration.
    if (path[0] === '__type' && page) path[0] = qualifiedNameOf(page) ?? path[0];
    const [owner, member] = path;
    const declaration = file.declarations.get(owner);
    if (member === undefined) {
      if (declaration || !page) return {file, declaration, line: declaration?.line};
      // A property a mapped type copies (`Omit<ExecutionArgs, 'document'>`) is named alone: it is the member of
      // that name of its file's first declaration that has one.
      const line = [...file.declarations.values()]
        .find((candidate) => candidate.members.has(owner))
        ?.members.get(owner);
      return {file, declaration: undefined, line};
    }
    // A member of a namespace of constants (`Kind.NAME`) is a declaration of the namespace's file.
    const line =
      declaration?.members.get(isStatic ? `static ${member}` : member) ?? file.declarations.get(member)?.line;
    return {file, declaration: undefined, line};
  };
  return {
    declarationOf: (reflection) => locate(reflection)?.declaration,
    urlOf(reflection, member) {
      const found = locate(reflection, member);
      if (!found) return undefined;
      const url = urlTemplate.replace('{version}', version).replace('{path}', found.file.path);
      return found.line ? `${url}#L${found.line}` : url;
    },
  };
}
