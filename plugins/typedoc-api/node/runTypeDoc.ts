import path from 'node:path';
import {
  Application,
  Comment,
  Converter,
  LogLevel,
  normalizePath,
  ReflectionKind,
  type JSONOutput,
} from 'typedoc';
import ts from 'typescript';

/** What TypeDoc and the compiler know about the package. */
export interface TypeDocOutput {
  /** TypeDoc's JSON model of the entry point; `sources[].fileName` are relative to the package directory. */
  project: JSONOutput.ProjectReflection;
  /** Export names of each of `exportsOf`, keyed by the same paths. */
  exportsByFile: Record<string, string[]>;
}

/**
 * Runs TypeDoc once, in-process, over the `.d.ts` files of a package. No tsconfig is read: the site's
 * own tsconfig would pull the whole site into the program.
 */
export async function runTypeDoc(
  entryPoint: string,
  /** `.d.ts` files (relative to the package) whose export names to list, e.g. sub-path entry points. */
  exportsOf: string[],
): Promise<TypeDocOutput> {
  const packageDir = path.dirname(entryPoint);
  const app = await Application.bootstrap(
    {
      entryPoints: [entryPoint],
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        // The package's types need no ambient @types; loading them adds Node's members to `Error` subclasses.
        types: [],
      },
      skipErrorChecking: true,
      // The package lives in node_modules; with the default pattern every symbol would count as external.
      externalPattern: [],
      excludePrivate: true,
      excludeInternal: true,
      basePath: packageDir,
      displayBasePath: packageDir,
      readme: 'none',
      sort: ['alphabetical'],
      logLevel: LogLevel.Warn,
      validation: {notExported: false, invalidLink: true, notDocumented: false, rewrittenLink: true},
    },
    [],
  );

  let exportsByFile: Record<string, string[]> = {};
  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    exportsByFile = readExports(context.programs[0], packageDir, exportsOf);
  });

  // TypeDoc leaves `/** doc */ export * as Kind from './kinds_'` without a comment; take the export's.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Namespace) || reflection.comment) return;
    const text = namespaceExportComment(context.programs[0], packageDir, reflection.name);
    if (text) reflection.comment = new Comment([{kind: 'text', text}]);
  });

  const project = await app.convert();
  // TypeDoc logs some errors (bad options, say) and still converts; a partial model must not ship.
  if (!project || app.logger.hasErrors()) {
    throw new Error(`TypeDoc could not convert ${entryPoint} (see the errors above).`);
  }
  app.validate(project);
  return {project: app.serializer.projectToObject(project, normalizePath(packageDir)), exportsByFile};
}

/** The export names of some files of the program, read with the compiler that TypeDoc already ran. */
function readExports(program: ts.Program, packageDir: string, files: string[]): Record<string, string[]> {
  const checker = program.getTypeChecker();
  const result: Record<string, string[]> = {};
  for (const file of files) {
    const sourceFile = program.getSourceFile(path.resolve(packageDir, file));
    const symbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!symbol) {
      throw new Error(`${file} is not part of the program that TypeDoc built from the entry point.`);
    }
    result[file] = checker
      .getExportsOfModule(symbol)
      .map((s) => s.name)
      .sort();
  }
  return result;
}

/** The doc comment of `export * as name from '…'` in any file of the package. */
function namespaceExportComment(program: ts.Program, packageDir: string, name: string): string | undefined {
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(packageDir)) continue;
    for (const statement of file.statements) {
      if (
        ts.isExportDeclaration(statement) &&
        statement.exportClause &&
        ts.isNamespaceExport(statement.exportClause) &&
        statement.exportClause.name.text === name
      ) {
        const text = ts
          .getJSDocCommentsAndTags(statement)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
          .find(Boolean);
        if (text) return text;
      }
    }
  }
  return undefined;
}
