import {readFile} from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** How a name is declared in the package's original TypeScript source. */
export type SourceDeclarationKind = 'class' | 'interface' | 'type' | 'function' | 'variable' | 'enum';

/** One top-level declaration of a source file. */
export interface SourceDeclaration {
  kind: SourceDeclarationKind;
  /** 1-based line of its first declaration (the first overload of a function). */
  line: number;
  /**
   * 1-based lines of its members: class and interface members, or the properties of an object constant. Static
   * members are keyed `static name`. A map, as members are named `constructor` and `toString`.
   */
  members: Map<string, number>;
}

/** A `.d.ts` file's original source: where it lives in the repository, and what it declares where. */
export interface SourceFile {
  /** The file's path in the repository, e.g. `src/language/parser.ts`. */
  path: string;
  /** By name; a map, as a file may declare `toString` (no key may read `Object.prototype`). */
  declarations: Map<string, SourceDeclaration>;
}

/**
 * Reads the original TypeScript source of a `.d.ts` file of the package, which its sibling `.js.map` carries
 * (`sourcesContent`), and indexes its declarations. Undefined when the package ships no source map for it.
 */
export async function loadSourceFile(
  packageDir: string,
  declarationFile: string,
): Promise<SourceFile | undefined> {
  const mapFile = path.join(packageDir, declarationFile.replace(/\.d\.[cm]?ts$/, '.js.map'));
  let map: {sources?: string[]; sourcesContent?: (string | null)[]};
  try {
    map = JSON.parse(await readFile(mapFile, 'utf8'));
  } catch {
    return undefined;
  }
  const [source] = map.sources ?? [];
  const [content] = map.sourcesContent ?? [];
  if (!source || !content) return undefined;
  const repositoryPath = path.posix.normalize(source).replace(/^(\.\.\/)+/, '');
  return {path: repositoryPath, declarations: indexDeclarations(repositoryPath, content)};
}

/** The top-level declarations of a source text, by name. */
export function indexDeclarations(fileName: string, text: string): Map<string, SourceDeclaration> {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const declarations = new Map<string, SourceDeclaration>();
  const add = (
    name: string,
    kind: SourceDeclarationKind,
    node: ts.Node,
    members = new Map<string, number>(),
  ) => {
    if (!declarations.has(name)) declarations.set(name, {kind, line: lineOf(node), members});
  };
  const membersOf = (elements: readonly (ts.ClassElement | ts.TypeElement)[]) => {
    const members = new Map<string, number>();
    for (const element of elements) {
      const name = element.name ? memberName(element.name) : signatureName(element);
      if (name === undefined && !ts.isConstructorDeclaration(element)) continue;
      const isStatic =
        ts.canHaveModifiers(element) &&
        ts.getModifiers(element)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
      const key = ts.isConstructorDeclaration(element)
        ? 'constructor'
        : `${isStatic ? 'static ' : ''}${name}`;
      if (!members.has(key)) members.set(key, lineOf(element));
    }
    return members;
  };
  for (const statement of file.statements) {
    if (ts.isClassDeclaration(statement) && statement.name)
      add(statement.name.text, 'class', statement, membersOf(statement.members));
    else if (ts.isInterfaceDeclaration(statement))
      add(statement.name.text, 'interface', statement, membersOf(statement.members));
    else if (ts.isTypeAliasDeclaration(statement)) {
      const members = ts.isTypeLiteralNode(statement.type) ? membersOf(statement.type.members) : undefined;
      add(statement.name.text, 'type', statement, members);
    } else if (ts.isFunctionDeclaration(statement) && statement.name)
      add(statement.name.text, 'function', statement);
    else if (ts.isEnumDeclaration(statement)) {
      const members = new Map(statement.members.map((m) => [memberName(m.name) ?? '', lineOf(m)]));
      add(statement.name.text, 'enum', statement, members);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const initializer = declaration.initializer && skipAssertions(declaration.initializer);
        const members = new Map(
          initializer && ts.isObjectLiteralExpression(initializer)
            ? initializer.properties.flatMap((p) => {
                const name = p.name && memberName(p.name);
                return name === undefined ? [] : [[name, lineOf(p)] as const];
              })
            : [],
        );
        add(declaration.name.text, 'variable', declaration, members);
      }
    }
  }
  return declarations;
}

/** A member's name as TypeDoc writes it: `[toStringTag]` for `[Symbol.toStringTag]`. */
function memberName(name: ts.PropertyName | ts.BindingName): string | undefined {
  if (
    ts.isIdentifier(name) ||
    ts.isStringLiteral(name) ||
    ts.isNumericLiteral(name) ||
    ts.isPrivateIdentifier(name)
  )
    return name.text;
  if (
    ts.isComputedPropertyName(name) &&
    ts.isPropertyAccessExpression(name.expression) &&
    ts.isIdentifier(name.expression.expression) &&
    name.expression.expression.text === 'Symbol'
  )
    return `[${name.expression.name.text}]`;
  return undefined;
}

/** TypeScript's names of a type's call and index signatures, which have no name of their own. */
function signatureName(element: ts.ClassElement | ts.TypeElement): string | undefined {
  if (ts.isIndexSignatureDeclaration(element)) return '__index';
  if (ts.isCallSignatureDeclaration(element)) return '__call';
  return undefined;
}

/** `{…} as const` and `{…} satisfies T` are the object itself. */
function skipAssertions(expression: ts.Expression): ts.Expression {
  while (
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  )
    expression = expression.expression;
  return expression;
}
