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
  urlOf(reflection: JSONOutput.Reflection, isStatic?: boolean): string | undefined;
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
  const locate = (reflection: JSONOutput.Reflection, isStatic = false) => {
    const symbol = project.symbolIdMap?.[reflection.id];
    const file = symbol && sources[symbol.packagePath];
    if (!symbol || !file) return undefined;
    // TypeScript names a class's constructor `__constructor`.
    const [owner, member] = symbol.qualifiedName.replace(/\.__constructor$/, '.constructor').split('.');
    const declaration = file.declarations[owner];
    if (member === undefined) return {file, declaration, line: declaration?.line};
    // A member of a namespace of constants (`Kind.NAME`) is a declaration of the namespace's file.
    const line =
      declaration?.members[isStatic ? `static ${member}` : member] ?? file.declarations[member]?.line;
    return {file, declaration: undefined, line};
  };
  return {
    declarationOf: (reflection) => locate(reflection)?.declaration,
    urlOf(reflection, isStatic) {
      const found = locate(reflection, isStatic);
      if (!found) return undefined;
      const url = urlTemplate.replace('{version}', version).replace('{path}', found.file.path);
      return found.line ? `${url}#L${found.line}` : url;
    },
  };
}
