import path from 'node:path';
import ts from 'typescript';
import type {ApiBlock, ApiOutline} from '../../shared/outline';
import type {ApiModel, ApiPage} from '../../shared/types';
import {codeText} from '../outline/toCode';
import {toMemberAnchor} from '../../shared/permalinks';

/**
 * The site's declarations held against the TypeScript compiler's: every declaration block of every page, and every
 * deprecation notice, compared with what the `.d.ts` declares, as `ts.createPrinter` prints the declaration's node.
 * This file knows nothing of TypeDoc or of the model's types: it finds each page's declaration by the page's name
 * (and, for a type the package does not export, by its file), and each member by its name.
 */

/** One unit of a page that differs from the compiler's: a page's own declaration, or a member's. */
export interface DeclarationDifference {
  /** `class/GraphQLSchema` (the page's own declaration) or `class/GraphQLSchema#getType` (a member). */
  unit: string;
  /** What differs: the declaration text, the member's heading, or whether it is deprecated. */
  aspect: 'declaration' | 'name' | 'deprecated';
  /** As the page shows it, and as the compiler prints it, both normalised (see `normalise`). */
  site: string;
  compiler: string;
}

/**
 * What the comparison allows, and nothing else: the `export` and `declare` that open a statement (a page shows a
 * declaration, not the statement that exports it), and layout, which is not declaration: whitespace (kept only
 * between two words) and a separator before a closing bracket or at the end (`{ a: A; }`, `(a,\n)`). Quotes,
 * names and members are compared as written; the one other allowance, an exported name printed for a declared one
 * (`ResponsePath` for `Path`), is allowed only where the page says so (`ApiOutline.renamed`, see `print`).
 */
export function normalise(text: string): string {
  return text
    .replace(/(^|[;{}]\s*)(?:export\s+)?(?:declare\s+)?(?=\S)/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[^\w$])|(?<=[^\w$]) /g, '')
    .replace(/[;,]+(?=[)\]}>]|$)/g, '')
    .trim();
}

/** What the site's declarations say of one unit: its code blocks' text and whether it is deprecated. */
interface SiteUnit {
  code: string[];
  deprecated: boolean;
}

/** The code blocks of a list of blocks, overloads included, members not. */
function codeOf(blocks: readonly ApiBlock<unknown>[]): string[] {
  return blocks.flatMap((block) =>
    block.type === 'code' ? [codeText(block.code)] : block.type === 'overload' ? codeOf(block.blocks) : [],
  );
}

/** The page's own declaration blocks and each member's, by unit. */
function siteUnits(outline: ApiOutline<unknown>): Map<string, SiteUnit & {name: string; anchor?: string}> {
  const units = new Map<string, SiteUnit & {name: string; anchor?: string}>();
  const blocks = outline.sections.flatMap((section) => section.blocks);
  units.set(outline.id, {
    name: outline.name,
    code: codeOf(blocks),
    deprecated: outline.deprecated !== undefined,
  });
  for (const block of blocks)
    if (block.type === 'member')
      units.set(`${outline.id}#${block.anchor}`, {
        name: block.name,
        anchor: block.anchor,
        code: codeOf(block.blocks),
        deprecated: block.labels.includes('deprecated'),
      });
  return units;
}

/** The package as the compiler sees it, and how it prints declarations. */
export interface CompilerView {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** The entry point's exports by name, aliases resolved. */
  exports: Map<string, ts.Symbol>;
  /** Declared name → export name, for the symbols the entry point exports under another name (`Path` as `ResponsePath`). */
  exportNames: Map<ts.Symbol, string>;
  packageDir: string;
}

export function createCompilerView(entryPoint: string): CompilerView {
  const program = ts.createProgram([entryPoint], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(program.getSourceFile(entryPoint)!)!;
  const exports = new Map<string, ts.Symbol>();
  const exportNames = new Map<ts.Symbol, string>();
  for (const symbol of checker.getExportsOfModule(entry)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exports.set(symbol.name, target);
    // `export * as Kind` merged with `type Kind`: the symbol is still an alias, of the namespace's module.
    const module = target.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(target) : undefined;
    for (const named of [target, module])
      if (named && !exportNames.has(named)) exportNames.set(named, symbol.name);
  }
  return {program, checker, exports, exportNames, packageDir: path.dirname(entryPoint)};
}

const printer = ts.createPrinter({removeComments: true});

/**
 * A node as the compiler prints it, each name of an exported symbol that the page says it prints as exported
 * (`renamed`: `ResponsePath`, declared `Path`; `Kind`, imported as `Kind_`) spelt as the package exports it.
 */
function print(view: CompilerView, node: ts.Node, renamed: ReadonlyMap<string, string>): string {
  const rename = (context: ts.TransformationContext) => {
    const visit = (child: ts.Node): ts.Node => {
      if (ts.isIdentifier(child) && child.parent && isTypeName(child)) {
        const symbol =
          view.checker.getSymbolAtLocation(child) ??
          (child.parent as ts.NamedDeclaration & {symbol?: ts.Symbol}).symbol;
        const target =
          symbol && symbol.flags & ts.SymbolFlags.Alias ? view.checker.getAliasedSymbol(symbol) : symbol;
        const name = target && view.exportNames.get(target);
        if (name && name !== child.text && renamed.get(child.text) === name)
          return ts.factory.createIdentifier(name);
      }
      return ts.visitEachChild(child, visit, context);
    };
    return (root: ts.Node) => ts.visitNode(root, visit);
  };
  const [transformed] = ts.transform(node, [rename]).transformed;
  return printer.printNode(ts.EmitHint.Unspecified, transformed, ts.getOriginalNode(node).getSourceFile());
}

/** A name that refers to a type or a value from a type position: `Path` in `Path | undefined`, `Kind_` in `typeof Kind_`. */
function isTypeName(identifier: ts.Identifier): boolean {
  const parent = identifier.parent;
  return (
    (ts.isDeclarationStatement(parent) && parent.name === identifier) ||
    (ts.isVariableDeclaration(parent) && parent.name === identifier) ||
    (ts.isTypeReferenceNode(parent) && parent.typeName === identifier) ||
    (ts.isTypeQueryNode(parent) && parent.exprName === identifier) ||
    (ts.isQualifiedName(parent) && parent.left === identifier) ||
    (ts.isExpressionWithTypeArguments(parent) && parent.expression === identifier)
  );
}

/** Whether a declaration is documented as deprecated, in its own doc comment. */
function isDeprecated(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');
}

/** graphql's `@internal` members and private members are not part of its API: no page lists them. */
function isPublicMember(member: ts.Node): boolean {
  if (
    ts.canHaveModifiers(member) &&
    ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)
  )
    return false;
  if ((member as ts.NamedDeclaration).name && ts.isPrivateIdentifier((member as ts.NamedDeclaration).name!))
    return false;
  return !ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'internal');
}

/** The statement that declares a variable (`declare const X: T`), which is how a constant is printed. */
function statementOf(declaration: ts.Declaration): ts.Node {
  return ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
}

/** A page's symbol: an export of the entry point, or a type its file declares but the package does not export. */
function symbolOf(view: CompilerView, page: ApiPage): ts.Symbol | undefined {
  if (!page.notExported) return view.exports.get(page.name);
  const file = view.program.getSourceFile(path.join(view.packageDir, page.sourcePath));
  const module = file && view.checker.getSymbolAtLocation(file);
  const exported = module && view.checker.getExportsOfModule(module).find((s) => s.name === page.name);
  // A file's own declarations that it does not export are its locals, which the compiler's API does not list.
  const local =
    exported ?? (file as unknown as {locals?: Map<string, ts.Symbol>} | undefined)?.locals?.get(page.name);
  return local && local.flags & ts.SymbolFlags.Alias ? view.checker.getAliasedSymbol(local) : local;
}

/** The declarations a page of `kind` shows as its own, among its symbol's. */
function pageDeclarations(page: ApiPage, symbol: ts.Symbol): ts.Node[] {
  const declarations = symbol.declarations ?? [];
  const ofKind = (test: (node: ts.Node) => boolean) => declarations.filter(test);
  switch (page.kind) {
    case 'function': {
      const functions = ofKind(ts.isFunctionDeclaration);
      return functions.length ? functions : ofKind(ts.isVariableDeclaration).map(statementOf);
    }
    case 'variable':
      return ofKind(ts.isVariableDeclaration).map(statementOf);
    case 'type':
      return ofKind(ts.isTypeAliasDeclaration);
    case 'enum': {
      const enums = ofKind(ts.isEnumDeclaration);
      return enums.length ? enums : ofKind(ts.isTypeAliasDeclaration);
    }
    case 'class':
    case 'interface':
      return ofKind((node) => ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)).map(
        publicDeclaration,
      );
  }
}

/** A class or an interface as its page declares it: its public members only (see `isPublicMember`). */
function publicDeclaration(node: ts.Node): ts.Node {
  if (!ts.isClassDeclaration(node) && !ts.isInterfaceDeclaration(node)) return node;
  const withoutPrivate = (context: ts.TransformationContext) => (root: ts.Node) =>
    ts.visitEachChild(
      root,
      (child) => (isMember(child) && !isPublicMember(child) ? undefined : child),
      context,
    );
  return ts.transform(node, [withoutPrivate]).transformed[0];
}

const isMember = (node: ts.Node) => ts.isClassElement(node) || ts.isTypeElement(node);

/** A member's name as its declaration writes it (`[Symbol.toStringTag]`, `'graphql:parse'`), which pages show. */
function memberNameOf(symbol: ts.Symbol): string {
  const name = (symbol.declarations?.[0] as ts.NamedDeclaration | undefined)?.name;
  return name && !ts.isIdentifier(name) && !ts.isPrivateIdentifier(name) ? name.getText() : symbol.name;
}

/** A member's anchor, which TypeDoc's name gives it: `[toStringTag]` for `[Symbol.toStringTag]`. */
function memberAnchorOf(symbol: ts.Symbol, isStatic: boolean): string {
  const name = (symbol.declarations?.[0] as ts.NamedDeclaration | undefined)?.name;
  const typeDocName =
    name && ts.isComputedPropertyName(name) && ts.isPropertyAccessExpression(name.expression)
      ? `[${name.expression.name.text}]`
      : symbol.name;
  return toMemberAnchor(typeDocName, isStatic);
}

/** The declarations of a page's member, by the name and anchor the page gives it. */
function memberDeclarations(
  view: CompilerView,
  symbol: ts.Symbol,
  member: {name: string; anchor?: string},
): ts.Node[] {
  const {checker} = view;
  const declaration = symbol.declarations?.find(
    (node) =>
      ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node),
  );
  const ownMembers: readonly ts.Node[] = !declaration
    ? []
    : ts.isTypeAliasDeclaration(declaration)
      ? ts.isTypeLiteralNode(declaration.type)
        ? declaration.type.members
        : []
      : declaration.members;
  if (member.name === 'constructor') return ownMembers.filter(ts.isConstructorDeclaration);
  if (member.name === '(call)') return ownMembers.filter(ts.isCallSignatureDeclaration);
  if (member.name === '[index]') return ownMembers.filter(ts.isIndexSignatureDeclaration);
  const isStatic = member.anchor?.startsWith('static-') ?? false;
  const type = isStatic
    ? checker.getTypeOfSymbol(symbol)
    : symbol.flags & ts.SymbolFlags.Class
      ? checker.getDeclaredTypeOfSymbol(symbol)
      : declaration && ts.isTypeAliasDeclaration(declaration)
        ? checker.getTypeAtLocation(declaration.type)
        : checker.getDeclaredTypeOfSymbol(symbol);
  const property = checker.getPropertiesOfType(type).find((p) => memberNameOf(p) === member.name);
  return property?.declarations ?? [];
}

/**
 * The public members of a class, an interface or an object type, by the anchor a page gives them (see
 * `toMemberAnchor`), with the declaration of each: inherited ones included, as pages list them.
 */
function memberAnchors(
  view: CompilerView,
  page: ApiPage,
  symbol: ts.Symbol,
): Map<string, {node: ts.Node; name?: string}> {
  const {checker} = view;
  const anchors = new Map<string, {node: ts.Node; name?: string}>();
  const declaration = symbol.declarations?.find(
    (node) =>
      ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node),
  );
  if (!declaration || page.kind === 'enum') return anchors;
  if (ts.isTypeAliasDeclaration(declaration) && !ts.isTypeLiteralNode(declaration.type)) return anchors;
  const type = ts.isTypeAliasDeclaration(declaration)
    ? checker.getTypeAtLocation(declaration.type)
    : checker.getDeclaredTypeOfSymbol(symbol);
  const add = (properties: readonly ts.Symbol[], isStatic: boolean) => {
    for (const property of properties) {
      const [node] = property.declarations ?? [];
      if (node && isPublicMember(node) && property.name !== 'prototype')
        anchors.set(memberAnchorOf(property, isStatic), {node, name: memberNameOf(property)});
    }
  };
  add(checker.getPropertiesOfType(type), false);
  if (ts.isClassDeclaration(declaration)) {
    add(checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)), true);
    const [construct] = checker.getTypeOfSymbol(symbol).getConstructSignatures();
    if (construct?.declaration) anchors.set('constructor', {node: construct.declaration});
  }
  const [call] = checker.getSignaturesOfType(type, ts.SignatureKind.Call);
  if (call?.declaration) anchors.set('call-signature', {node: call.declaration});
  const [index] = checker.getIndexInfosOfType(type);
  if (index?.declaration) anchors.set('index-signature', {node: index.declaration});
  return anchors;
}

/** Every unit of every page that differs from the compiler's declaration. */
export function compareWithCompiler(
  view: CompilerView,
  model: ApiModel,
  outlines: readonly ApiOutline<unknown>[],
): DeclarationDifference[] {
  const pageById = new Map(model.pages.map((page) => [page.id, page]));
  const differences: DeclarationDifference[] = [];
  for (const outline of outlines) {
    const page = pageById.get(outline.id)!;
    const symbol = symbolOf(view, page);
    if (!symbol) {
      differences.push({unit: outline.id, aspect: 'declaration', site: '(a page)', compiler: '(no symbol)'});
      continue;
    }
    const units = siteUnits(outline);
    const renamed = new Map(outline.renamed?.map(({declared, exported}) => [declared, exported]));
    // Every member the compiler sees is on the page: a page may not leave one out.
    for (const [anchor, {node, name}] of memberAnchors(view, page, symbol)) {
      const unit = `${outline.id}#${anchor}`;
      const shown = units.get(unit);
      if (!shown)
        differences.push({
          unit,
          aspect: 'declaration',
          site: '(no member)',
          compiler: normalise(print(view, node, renamed)),
        });
      // Its heading names it as the declaration does.
      else if (name !== undefined && shown.name !== name)
        differences.push({unit, aspect: 'name', site: shown.name, compiler: name});
    }
    for (const [unit, site] of units) {
      const nodes =
        unit === outline.id ? pageDeclarations(page, symbol) : memberDeclarations(view, symbol, site);
      const compiler = nodes.map((node) => normalise(print(view, node, renamed))).join('\n');
      const shown = site.code.map(normalise).join('\n');
      if (shown !== compiler) differences.push({unit, aspect: 'declaration', site: shown, compiler});
      // A member inherited from a declaration elsewhere carries that declaration's deprecation.
      const deprecated = nodes.length > 0 && nodes.every((node) => isDeprecated(originalOf(node)));
      if (site.deprecated !== deprecated)
        differences.push({
          unit,
          aspect: 'deprecated',
          site: String(site.deprecated),
          compiler: String(deprecated),
        });
    }
  }
  return differences;
}

/** The node a statement or an updated declaration was made from, which holds the doc comment. */
function originalOf(node: ts.Node): ts.Node {
  const original = ts.getOriginalNode(node);
  return ts.isVariableStatement(original) ? original.declarationList.declarations[0] : original;
}

/**
 * The differences found that `intended` does not list, and the listed ones no longer found: both must be empty
 * for the pages to be as declared and the list to be true.
 */
export function unexplainedDifferences(
  found: readonly DeclarationDifference[],
  intended: readonly (DeclarationDifference & {reason: string})[],
): {unexplained: DeclarationDifference[]; gone: DeclarationDifference[]} {
  const key = ({unit, aspect, site, compiler}: DeclarationDifference) =>
    JSON.stringify([unit, aspect, site, compiler]);
  const listed = new Set(intended.map(key));
  const seen = new Set(found.map(key));
  return {
    unexplained: found.filter((difference) => !listed.has(key(difference))),
    gone: intended
      .filter((difference) => !seen.has(key(difference)))
      .map(({unit, aspect, site, compiler}) => ({unit, aspect, site, compiler})),
  };
}
