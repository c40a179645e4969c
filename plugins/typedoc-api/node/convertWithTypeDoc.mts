import path from 'node:path';
import {
  Application,
  Comment,
  Converter,
  LogLevel,
  normalizePath,
  ReflectionKind,
  type Context,
  type DeclarationReflection,
  type SignatureReflection,
} from 'typedoc';
import ts from 'typescript';
import type {TypeDocOutput} from './runTypeDoc.js';

/** Files whose types are the language's or the platform's, never pages of the package. */
const EXTERNAL_FILES = ['**/node_modules/typescript/**', '**/node_modules/@types/**'];

async function createApplication(): Promise<Application> {
  const app = await Application.bootstrapWithPlugins(
    {
      plugin: ['typedoc-plugin-missing-exports'],
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
      externalPattern: EXTERNAL_FILES,
      // Kept, so that a class extending `Error` lists `message` and `stack` as inherited; the external types that
      // typedoc-plugin-missing-exports then adds to `<internal>` are not pages (see toApiModel).
      excludeExternals: false,
      excludePrivate: true,
      // graphql tags its unexported helper types `@internal`; they become the `<internal>` module's pages. Its
      // members tagged `@internal` are left out by the model (see toApiModel).
      excludeInternal: false,
      readme: 'none',
      // Source links come from the package's own source maps (loadSources.ts), not from a git checkout.
      disableGit: true,
      sourceLinkTemplate: '{path}',
      sort: ['source-order'],
      logLevel: LogLevel.Warn,
      validation: {notExported: false, invalidLink: true, notDocumented: false, rewrittenLink: true},
    },
    [],
  );
  keepDeclaredTypes(app);
  keepNamespaceExportComments(app);
  return app;
}

/**
 * Converts the `.d.ts` files of a package with TypeDoc. No tsconfig is read: the site's own tsconfig would pull
 * the whole site into the program. typedoc-plugin-missing-exports patches TypeDoc when it loads and refuses to
 * load twice in one module graph, so this runs once per worker thread (see runTypeDoc.ts).
 */
export async function convertWithTypeDoc(entryPoint: string, exportsOf: string[]): Promise<TypeDocOutput> {
  return convert(await createApplication(), entryPoint, exportsOf);
}

async function convert(app: Application, entryPoint: string, exportsOf: string[]): Promise<TypeDocOutput> {
  const packageDir = path.dirname(entryPoint);
  app.options.setValue('entryPoints', [entryPoint]);
  app.options.setValue('basePath', packageDir);
  app.options.setValue('displayBasePath', packageDir);

  let exportsByFile: Record<string, string[]> = {};
  app.converter.on(Converter.EVENT_BEGIN, (context: Context) => {
    exportsByFile = readExports(context.programs[0], packageDir, exportsOf);
  });
  const project = await app.convert();
  // TypeDoc logs some errors (bad options, say) and still converts; a partial model must not ship.
  if (!project || app.logger.hasErrors()) {
    throw new Error(`TypeDoc could not convert ${entryPoint} (see the errors above).`);
  }
  app.validate(project);
  return {project: app.serializer.projectToObject(project, normalizePath(packageDir)), exportsByFile};
}

/**
 * Types as the declarations write them. TypeDoc gives parameters, return types and properties the type the
 * checker computes: defaulted type arguments spelled out (`ExecutionResult<ObjMap<unknown>, …>`), unions
 * reordered, `| undefined` dropped from optional properties, aliases expanded. Where the declaration has a
 * type annotation, its node is converted instead.
 */
function keepDeclaredTypes(app: Application): void {
  const isDeclaredType = (node: ts.TypeNode | undefined): node is ts.TypeNode =>
    node !== undefined && !ts.isTypePredicateNode(node) && node.kind !== ts.SyntaxKind.ThisType;

  app.converter.on(
    Converter.EVENT_CREATE_SIGNATURE,
    (context, signature: SignatureReflection, declaration?: ts.Node) => {
      // Index signatures are converted in another scope; their declared and computed types agree anyway.
      if (!declaration || !ts.isFunctionLike(declaration) || signature.parent !== context.scope) return;
      const scope = context.withScope(signature);
      if (isDeclaredType(declaration.type))
        signature.type = context.converter.convertType(scope, declaration.type);
      for (const parameter of signature.parameters ?? []) {
        const node = declaration.parameters.find(
          (p) => ts.isIdentifier(p.name) && p.name.text === parameter.name,
        );
        if (isDeclaredType(node?.type))
          parameter.type = context.converter.convertType(scope.withScope(parameter), node.type);
      }
    },
  );

  // Fired once a property or variable has its type.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable)) return;
    if (reflection.parent !== context.scope) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (!declaration) return;
    const annotated =
      ts.isPropertySignature(declaration) ||
      ts.isPropertyDeclaration(declaration) ||
      ts.isVariableDeclaration(declaration);
    if (annotated && isDeclaredType(declaration.type))
      reflection.type = context.converter.convertType(context.withScope(reflection), declaration.type);
  });
}

/** TypeDoc leaves `/** doc *\/ export * as Kind from './kinds_'` without a comment; take the export's. */
function keepNamespaceExportComments(app: Application): void {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Namespace) || reflection.comment) return;
    const packageDir = app.options.getValue('basePath');
    const text = namespaceExportComment(context.programs[0], packageDir, reflection.name);
    if (text) reflection.comment = new Comment([{kind: 'text', text}]);
  });
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
