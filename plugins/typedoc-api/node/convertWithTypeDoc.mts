import path from 'node:path';
import {
  Application,
  ArrayType,
  Comment,
  ConditionalType,
  Converter,
  IndexedAccessType,
  IntersectionType,
  LiteralType,
  LogLevel,
  MappedType,
  NamedTupleMember,
  normalizePath,
  OptionalType,
  PredicateType,
  ReferenceType,
  ReflectionKind,
  ReflectionType,
  RestType,
  TupleType,
  TypeOperatorType,
  UnionType,
  type Context,
  type JSONOutput,
  DeclarationReflection,
  type Reflection,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';
import ts from 'typescript';
import type {TypeDocOutput} from './typedocOutput.js';
import {typedocPlugins} from './typedocPlugins.js';

/** Files whose types are the language's or the platform's, never pages of the package. */
const EXTERNAL_FILES = ['**/node_modules/typescript/**', '**/node_modules/@types/**'];

async function createApplication(): Promise<Application> {
  const app = await Application.bootstrapWithPlugins(
    {
      plugin: typedocPlugins,
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
  keepDeclaredLiterals(app);
  keepNamespaceExportComments(app);
  keepNamespaceTypes(app);
  convertTypeOnlyClassesAsClasses(app);
  keepOwnDeprecations(app);
  markCopiedComments(app);
  nameInheritanceThroughMappedTypes(app);
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
  let typeOnlyExports: string[] = [];
  app.converter.on(Converter.EVENT_BEGIN, (context: Context) => {
    // The package's every file, besides the entry points: a type the package does not export may still be
    // exported by its own file, which a deep import reaches.
    const program = context.programs[0];
    const files = program
      .getSourceFiles()
      .map((file) => path.relative(packageDir, file.fileName))
      .filter(
        (file) => !file.startsWith('..') && !file.includes('node_modules') && /\.d\.[cm]?ts$/.test(file),
      );
    exportsByFile = readExports(program, packageDir, [...new Set([...exportsOf, ...files])]);
    typeOnlyExports = readTypeOnlyExports(context.programs[0], entryPoint);
  });
  const declaredNames = recordDeclaredNames(app);
  const project = await app.convert();
  // TypeDoc logs some errors (bad options, say) and still converts; a partial model must not ship.
  if (!project || app.logger.hasErrors()) {
    throw new Error(`TypeDoc could not convert ${entryPoint} (see the errors above).`);
  }
  app.validate(project);
  return {
    project: app.serializer.projectToObject(project, normalizePath(packageDir)),
    exportsByFile,
    typeOnlyExports,
    declaredNames: Object.fromEntries(declaredNames),
  };
}

/**
 * Types as the declarations write them. TypeDoc gives parameters, return types and properties the type the
 * checker computes: defaulted type arguments spelled out (`ExecutionResult<ObjMap<unknown>, …>`), unions
 * reordered, `| undefined` dropped from optional properties, aliases expanded. Where the declaration has a
 * type annotation, its node is converted instead (see `convertDeclaredType`).
 */
function keepDeclaredTypes(app: Application): void {
  const isDeclaredType = (node: ts.TypeNode | undefined): node is ts.TypeNode =>
    node !== undefined && node.kind !== ts.SyntaxKind.ThisType;

  app.converter.on(
    Converter.EVENT_CREATE_SIGNATURE,
    (context, signature: SignatureReflection, declaration?: ts.Node) => {
      // Index signatures are converted in another scope; their declared and computed types agree anyway.
      if (!declaration || !ts.isFunctionLike(declaration) || signature.parent !== context.scope) return;
      const scope = context.withScope(signature);
      if (isDeclaredType(declaration.type)) signature.type = convertDeclaredType(scope, declaration.type);
      for (const parameter of signature.parameters ?? []) {
        const node = declaration.parameters.find(
          (p) => ts.isIdentifier(p.name) && p.name.text === parameter.name,
        );
        if (isDeclaredType(node?.type))
          parameter.type = convertDeclaredType(scope.withScope(parameter), node.type);
      }
    },
  );

  app.converter.on(
    Converter.EVENT_CREATE_TYPE_PARAMETER,
    (context, parameter: TypeParameterReflection, node?: ts.TypeParameterDeclaration) => {
      if (parameter.type && node?.constraint)
        parameter.type = restoreDeclaredSyntax(context, parameter.type, node.constraint);
      if (parameter.default && node?.default)
        parameter.default = restoreDeclaredSyntax(context, parameter.default, node.default);
    },
  );

  // Fired once a property, variable or type alias has its type.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable | ReflectionKind.TypeAlias))
      return;
    if (reflection.parent !== context.scope) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (!declaration) return;
    if (ts.isTypeAliasDeclaration(declaration)) {
      // TypeDoc converts an alias from its node already; only what that conversion drops is put back.
      if (reflection.type)
        reflection.type = restoreDeclaredSyntax(context, reflection.type, declaration.type);
      return;
    }
    const annotated =
      ts.isPropertySignature(declaration) ||
      ts.isPropertyDeclaration(declaration) ||
      ts.isVariableDeclaration(declaration);
    if (annotated && isDeclaredType(declaration.type))
      reflection.type = convertDeclaredType(context.withScope(reflection), declaration.type);
  });
}

/**
 * A literal's text as its declaration writes it (`'TYPE_REMOVED'`, `"Name"`), by the literal types converted from
 * a declaration's node: TypeDoc's model keeps the value only. Serialized as the literal's `declaredText`.
 */
const declaredLiterals = new WeakMap<LiteralType, string>();

function keepDeclaredLiterals(app: Application): void {
  // An enum member's or a constant's literal is its initializer's (`TYPE_REMOVED = 'TYPE_REMOVED'`).
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    if (!(reflection.type instanceof LiteralType)) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    const initializer =
      declaration && (ts.isEnumMember(declaration) || ts.isVariableDeclaration(declaration))
        ? declaration.initializer
        : undefined;
    if (initializer && (ts.isStringLiteral(initializer) || ts.isNumericLiteral(initializer)))
      declaredLiterals.set(reflection.type, initializer.getText());
  });
  // A type alias's type, and the type arguments of what a class or an interface extends, get their final types
  // only after their declaration event: their literals are read once everything is converted.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context: Context) => {
    for (const reflection of Object.values(context.project.reflections)) {
      if (!(reflection instanceof DeclarationReflection)) continue;
      const declarations = context.getSymbolFromReflection(reflection)?.declarations ?? [];
      for (const declaration of declarations) {
        if (ts.isTypeAliasDeclaration(declaration) && reflection.type)
          reflection.type = restoreDeclaredSyntax(context, reflection.type, declaration.type);
        if (!ts.isClassDeclaration(declaration) && !ts.isInterfaceDeclaration(declaration)) continue;
        const heritage = (declaration.heritageClauses ?? []).flatMap((clause) => clause.types);
        for (const type of [...(reflection.extendedTypes ?? []), ...(reflection.implementedTypes ?? [])]) {
          if (!(type instanceof ReferenceType) || !type.typeArguments) continue;
          const node = heritage.find((candidate) => candidate.expression.getText() === type.name);
          const nodes = node?.typeArguments ?? [];
          if (nodes.length === type.typeArguments.length)
            type.typeArguments = type.typeArguments.map((t, i) =>
              restoreDeclaredSyntax(context, t, nodes[i]),
            );
        }
      }
    }
  });
  app.serializer.addSerializer({
    priority: 0,
    supports: (item: unknown) => item instanceof LiteralType && declaredLiterals.has(item),
    toObject: (item: LiteralType, object: Partial<JSONOutput.LiteralType>) =>
      Object.assign(object, {declaredText: declaredLiterals.get(item)}),
  });
}

/** A type node as TypeDoc converts it, with what that conversion drops of the node's syntax put back. */
function convertDeclaredType(context: Context, node: ts.TypeNode): SomeType {
  return restoreDeclaredSyntax(context, context.converter.convertType(context, node), node);
}

/**
 * Puts back what TypeDoc's conversion of a type node drops: `Array<T>`, which it converts to `T[]`. Walks the
 * converted type alongside the node, and leaves any part whose shape differs from the node's as it is.
 */
function restoreDeclaredSyntax(context: Context, type: SomeType, node: ts.TypeNode): SomeType {
  const walk = (t: SomeType, n: ts.TypeNode) => restoreDeclaredSyntax(context, t, n);
  const pairs = <T extends SomeType>(types: T[], nodes: readonly ts.TypeNode[]) =>
    types.length === nodes.length ? types.map((t, i) => walk(t, nodes[i])) : types;
  while (ts.isParenthesizedTypeNode(node)) node = node.type;

  if (ts.isLiteralTypeNode(node) && type instanceof LiteralType) {
    declaredLiterals.set(type, node.literal.getText());
  } else if (ts.isTypeReferenceNode(node)) {
    const args = node.typeArguments ?? [];
    if (type instanceof ArrayType && args.length === 1) {
      const symbol = context.checker.getSymbolAtLocation(node.typeName);
      if (!symbol) return type;
      const reference = context.createSymbolReference(
        context.resolveAliasedSymbol(symbol),
        context,
        node.typeName.getText(),
      );
      reference.typeArguments = [walk(type.elementType, args[0])];
      return reference;
    }
    if (type instanceof ReferenceType && type.typeArguments)
      type.typeArguments = pairs(type.typeArguments, args);
  } else if (ts.isArrayTypeNode(node) && type instanceof ArrayType) {
    type.elementType = walk(type.elementType, node.elementType);
  } else if (
    (ts.isUnionTypeNode(node) && type instanceof UnionType) ||
    (ts.isIntersectionTypeNode(node) && type instanceof IntersectionType)
  ) {
    type.types = pairs(type.types, node.types);
  } else if (ts.isTypeOperatorNode(node) && type instanceof TypeOperatorType) {
    type.target = walk(type.target, node.type);
  } else if (ts.isIndexedAccessTypeNode(node) && type instanceof IndexedAccessType) {
    type.objectType = walk(type.objectType, node.objectType);
    type.indexType = walk(type.indexType, node.indexType);
  } else if (ts.isConditionalTypeNode(node) && type instanceof ConditionalType) {
    type.checkType = walk(type.checkType, node.checkType);
    type.extendsType = walk(type.extendsType, node.extendsType);
    type.trueType = walk(type.trueType, node.trueType);
    type.falseType = walk(type.falseType, node.falseType);
  } else if (ts.isTupleTypeNode(node) && type instanceof TupleType) {
    type.elements = pairs(type.elements, node.elements);
  } else if (ts.isNamedTupleMember(node) && type instanceof NamedTupleMember) {
    type.element = walk(type.element, node.type);
  } else if (ts.isRestTypeNode(node) && type instanceof RestType) {
    type.elementType = walk(type.elementType, node.type);
  } else if (ts.isOptionalTypeNode(node) && type instanceof OptionalType) {
    type.elementType = walk(type.elementType, node.type);
  } else if (ts.isTypePredicateNode(node) && type instanceof PredicateType) {
    if (node.type && type.targetType) type.targetType = walk(type.targetType, node.type);
  } else if (ts.isMappedTypeNode(node) && type instanceof MappedType) {
    if (node.type) type.templateType = walk(type.templateType, node.type);
    if (node.nameType && type.nameType) type.nameType = walk(type.nameType, node.nameType);
  } else if (ts.isFunctionTypeNode(node) && type instanceof ReflectionType) {
    const [signature] = type.declaration.signatures ?? [];
    if (signature?.type) signature.type = walk(signature.type, node.type);
    for (const [i, parameter] of (signature?.parameters ?? []).entries()) {
      const declared = node.parameters[i]?.type;
      if (declared && parameter.type) parameter.type = walk(parameter.type, declared);
    }
  }
  return type;
}

/**
 * Names that TypeDoc writes otherwise than the declaration, by reflection id: `[toStringTag]` is declared
 * `[Symbol.toStringTag]`, `graphql:parse` is declared `'graphql:parse'`. Pages print the declared name.
 */
function recordDeclaredNames(app: Application): Map<number, string> {
  const names = new Map<number, string>();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor)) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    const name = declaration && ts.getNameOfDeclaration(declaration);
    if (name && !ts.isIdentifier(name) && !ts.isPrivateIdentifier(name))
      names.set(reflection.id, name.getText());
  });
  return names;
}

/**
 * A class exported with `export type {…}` (graphql's `GraphQLField`) is still a class: TypeDoc converts it as an
 * interface, which loses its constructor and what its members implement. Converted from the class itself, it is
 * one; its import stays `import type` (see `readTypeOnlyExports`).
 */
function convertTypeOnlyClassesAsClasses(app: Application): void {
  const convertSymbol = app.converter.convertSymbol.bind(app.converter);
  app.converter.convertSymbol = (context, symbol, exportSymbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? context.resolveAliasedSymbol(symbol) : symbol;
    const isTypeOnly = (exportSymbol ?? symbol).declarations?.some(isTypeOnlyExportSpecifier) ?? false;
    if (isTypeOnly && target.flags & ts.SymbolFlags.Class && target.name === symbol.name)
      return convertSymbol(context, target);
    return convertSymbol(context, symbol, exportSymbol);
  };
}

function isTypeOnlyExportSpecifier(node: ts.Node): boolean {
  return ts.isExportSpecifier(node) && (node.isTypeOnly || node.parent.parent.isTypeOnly);
}

/**
 * A deprecation, and graphql's `@internal`, are a declaration's own: TypeScript deprecates a declaration by its own
 * doc comment. TypeDoc gives a declaration without a comment the comment of the member (or type) it overrides or
 * extends; the copy keeps its text, not these tags.
 */
function keepOwnDeprecations(app: Application): void {
  const withoutTag = {'@deprecated': new Set<Reflection>(), '@internal': new Set<Reflection>()};
  const hasTag = (node: ts.Node, tag: keyof typeof withoutTag) =>
    ts.getJSDocTags(node).some((t) => `@${t.tagName.text}` === tag);
  const record = (reflection: Reflection, declarations: readonly ts.Node[]) => {
    for (const [tag, reflections] of Object.entries(withoutTag))
      if (!declarations.some((node) => hasTag(node, tag as keyof typeof withoutTag)))
        reflections.add(reflection);
  };
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    const declarations = context.getSymbolFromReflection(reflection)?.declarations ?? [];
    if (declarations.length) record(reflection, declarations);
  });
  app.converter.on(
    Converter.EVENT_CREATE_SIGNATURE,
    (_context, signature: SignatureReflection, declaration?: ts.Node) => {
      if (declaration) record(signature, [declaration]);
    },
  );
  // Last, once every comment has been copied.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    () => {
      for (const reflection of withoutTag['@deprecated']) reflection.comment?.removeTags('@deprecated');
      for (const reflection of withoutTag['@internal']) reflection.comment?.removeModifier('@internal');
    },
    -1e9,
  );
}

/**
 * A page's text is its own: TypeDoc gives a member that overrides another without a doc comment of its own (the
 * members of `GraphQLScalarTypeNormalizedConfig`) the overridden member's comment. The copy opens with where it
 * comes from: "From `GraphQLScalarTypeConfig`:".
 */
function markCopiedComments(app: Application): void {
  const withoutComment = new Set<DeclarationReflection>();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    const declarations = context.getSymbolFromReflection(reflection)?.declarations ?? [];
    if (declarations.length && declarations.every((node) => !ts.getJSDocCommentsAndTags(node).length))
      withoutComment.add(reflection);
  });
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    () => {
      for (const reflection of withoutComment) {
        const origin = reflection.overwrites?.name.split('.')[0];
        if (!origin) continue;
        for (const commented of [reflection, ...(reflection.signatures ?? [])])
          if (commented.comment?.summary.length)
            commented.comment.summary = [
              {kind: 'text', text: 'From '},
              {kind: 'code', text: `\`${origin}\``},
              {kind: 'text', text: ': '},
              ...commented.comment.summary,
            ];
      }
    },
    -1e9 - 1,
  );
}

/**
 * A member that an interface gets from a mapped type it extends (`extends Omit<ExecutionArgs, 'document'>`) is
 * inherited too, though TypeDoc, which follows named types only, does not say where from: it is named after the
 * member whose declaration it copies (`ExecutionArgs.schema`), as TypeDoc names the others.
 */
function nameInheritanceThroughMappedTypes(app: Application): void {
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context: Context) => {
      for (const reflection of Object.values(context.project.reflections)) {
        if (
          !(reflection instanceof DeclarationReflection) ||
          reflection.inheritedFrom ||
          reflection.overwrites
        )
          continue;
        const owner = reflection.parent;
        if (!reflection.kindOf(ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor))
          continue;
        if (!owner?.kindOf(ReflectionKind.ClassOrInterface)) continue;
        const ownerDeclarations: ts.Node[] = context.getSymbolFromReflection(owner)?.declarations ?? [];
        const [declaration] = context.getSymbolFromReflection(reflection)?.declarations ?? [];
        if (!declaration || ownerDeclarations.includes(declaration.parent)) continue;
        const declaringNode = declaration.parent;
        if (!ts.isInterfaceDeclaration(declaringNode) && !ts.isClassDeclaration(declaringNode)) continue;
        const declaringSymbol = declaringNode.name && context.checker.getSymbolAtLocation(declaringNode.name);
        const declaring = declaringSymbol && context.getReflectionFromSymbol(declaringSymbol);
        const member = declaring?.getChildByName(reflection.name);
        if (declaring && member)
          reflection.inheritedFrom = ReferenceType.createResolvedReference(
            `${declaring.name}.${reflection.name}`,
            member,
            context.project,
          );
      }
    },
    -1e9,
  );
}

/**
 * `export * as Kind from './kinds_'` beside `export type Kind = (typeof Kind_)[keyof typeof Kind_]`: TypeDoc
 * converts the namespace only, so the type alias's type becomes the namespace's.
 */
function keepNamespaceTypes(app: Application): void {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Namespace) || reflection.type) return;
    const packageDir = app.options.getValue('basePath');
    const file = namespaceExportOf(context.programs[0], packageDir, reflection.name)?.getSourceFile();
    const alias = file?.statements.find(
      (node): node is ts.TypeAliasDeclaration =>
        ts.isTypeAliasDeclaration(node) && node.name.text === reflection.name,
    );
    if (alias) reflection.type = convertDeclaredType(context, alias.type);
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

/** The names an entry point exports with `export type {…}`, which readers import with `import type`. */
function readTypeOnlyExports(program: ts.Program, entryPoint: string): string[] {
  const sourceFile = program.getSourceFile(entryPoint);
  if (!sourceFile) throw new Error(`${entryPoint} is not part of the program that TypeDoc built.`);
  return sourceFile.statements
    .flatMap((statement) =>
      ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements
            .filter(isTypeOnlyExportSpecifier)
            .map((element) => element.name.text)
        : [],
    )
    .sort();
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

/** `export * as name from '…'` in a file of the package. */
function namespaceExportOf(
  program: ts.Program,
  packageDir: string,
  name: string,
): ts.ExportDeclaration | undefined {
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(packageDir)) continue;
    for (const statement of file.statements) {
      if (
        ts.isExportDeclaration(statement) &&
        statement.exportClause &&
        ts.isNamespaceExport(statement.exportClause) &&
        statement.exportClause.name.text === name
      )
        return statement;
    }
  }
  return undefined;
}

/** The doc comment of `export * as name from '…'` in a file of the package. */
function namespaceExportComment(program: ts.Program, packageDir: string, name: string): string | undefined {
  const statement = namespaceExportOf(program, packageDir, name);
  return statement
    ? ts
        .getJSDocCommentsAndTags(statement)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .find(Boolean)
    : undefined;
}
