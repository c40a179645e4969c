import path from 'node:path';
import ts from 'typescript';
import type {Declarations} from '../../plugins/typedoc-api/node/since/sinceTable';

/**
 * A JSDoc `@deprecated` tag, or, as graphql 14 and 15 often wrote it, a `// @deprecated` line comment just above
 * the declaration.
 */
function isDeprecated(declarations: readonly ts.Node[] | undefined): boolean {
  return (declarations ?? []).some((declaration) => {
    if (ts.getJSDocDeprecatedTag(declaration)) return true;
    const text = declaration.getSourceFile().text;
    return (ts.getLeadingCommentRanges(text, declaration.pos) ?? []).some(
      (range) =>
        range.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
        /^\/\/\s*@deprecated\b/.test(text.slice(range.pos, range.end)),
    );
  });
}

/**
 * The members a page shows of a symbol, as the compiler sees them: a class's instance and static members and its
 * constructor, an interface's or an object type alias's properties (inherited ones included), an enum's or a
 * constant object's keys (`Kind`), a namespace re-export's exports. Members declared outside the package
 * (`message` of `GraphQLError`, from TypeScript's `Error`) are not graphql's, so they are left out.
 */
function membersOf(checker: ts.TypeChecker, symbol: ts.Symbol, packageDir: string): Map<string, boolean> {
  const members = new Map<string, boolean>();
  const inPackage = (member: ts.Symbol) =>
    !member.declarations?.length ||
    member.declarations.some(
      (node) => !path.relative(packageDir, node.getSourceFile().fileName).startsWith('..'),
    );
  // A name a base from outside the package declares (`message`, which graphql 14 redeclares and 16 does not).
  const inherited = new Set<string>();
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  if (type.isClassOrInterface())
    for (const base of checker.getBaseTypes(type))
      for (const property of checker.getPropertiesOfType(base))
        if (!inPackage(property)) inherited.add(property.name);
  const add = (properties: readonly ts.Symbol[], prefix = '') => {
    for (const member of properties)
      if (inPackage(member) && member.name !== 'prototype' && !(prefix === '' && inherited.has(member.name)))
        members.set(prefix + member.name, isDeprecated(member.declarations));
  };
  const {flags} = symbol;
  if (flags & ts.SymbolFlags.Module && !(flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Function)))
    add(checker.getExportsOfModule(symbol));
  else if (flags & ts.SymbolFlags.Enum) add(checker.getExportsOfModule(symbol));
  else if (flags & ts.SymbolFlags.Class) {
    add(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)));
    add(checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)), 'static ');
    const constructors = symbol.members?.get(ts.InternalSymbolName.Constructor);
    if (constructors) members.set('constructor', isDeprecated(constructors.declarations));
  } else if (flags & ts.SymbolFlags.Variable) {
    // Before the type alias of the same name (`const Kind` and `type Kind`): the constant's keys are the members.
    const type = checker.getTypeOfSymbol(symbol);
    if (!type.getCallSignatures().length) add(checker.getPropertiesOfType(type));
  } else if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    // A union (`ASTNode`) has no members of its own; its properties would be those its variants share.
    if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
      add(checker.getPropertiesOfType(type));
  }
  return members;
}

/**
 * What an export names: an export's alias resolves to another alias when a file merges it with a type alias
 * (graphql 17's `export * as Kind` beside `type Kind`), so it is resolved until it names a declaration.
 */
function resolveAlias(checker: ts.TypeChecker, exported: ts.Symbol): ts.Symbol {
  let symbol = exported;
  while (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol;
}

/** Every export of the `.d.ts` entry point `entry` (graphql 14.5.0 and later), with its members. */
export function readTypeDeclarations(entry: string): Declarations {
  const program = ts.createProgram([entry], {noEmit: true, types: [], skipLibCheck: true});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`${entry}: no such declaration file`);
  const module = checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${entry}: not a module`);
  const packageDir = path.dirname(entry);
  const declarations: Declarations = new Map();
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = resolveAlias(checker, exported);
    declarations.set(exported.name, {
      // A deprecated re-export carries the tag on the export specifier, not on the declaration.
      deprecated: isDeprecated(symbol.declarations) || isDeprecated(exported.declarations),
      members: membersOf(checker, symbol, packageDir),
    });
  }
  return declarations;
}
