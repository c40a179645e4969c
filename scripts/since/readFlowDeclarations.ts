import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from '@babel/parser';
import type * as t from '@babel/types';
import type {Declarations, DeclaredSymbol} from '../../plugins/typedoc-api/node/since/sinceTable';

/**
 * graphql 14.0.0 to 14.4.2 ship no `.d.ts`, only Flow declarations (`index.js.flow` and a `.js.flow` beside each
 * module; the `.d.ts` files came with 14.5.0). TypeScript cannot read Flow, so these releases are read with
 * Babel's Flow parser: the entry point's `export … from` chains are followed to each export's declaration, and
 * its members read from it as `readTypeDeclarations` reads them from a `.d.ts`: a class's (or `declare
 * class`'s) members, an object type's or an interface's properties, a frozen object's keys (`Kind`).
 */
export function readFlowDeclarations(entry: string): Declarations {
  const modules = new Map<string, t.Statement[]>();
  const statementsOf = (file: string): t.Statement[] => {
    let statements = modules.get(file);
    if (!statements) {
      const ast = parse(readFileSync(file, 'utf8'), {
        sourceType: 'module',
        plugins: ['flow'],
        errorRecovery: true,
      });
      statements = ast.program.body;
      modules.set(file, statements);
    }
    return statements;
  };
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    for (const candidate of [`${base}.js.flow`, path.join(base, 'index.js.flow')])
      if (modules.has(candidate) || exists(candidate)) return candidate;
    throw new Error(`${from}: cannot resolve ${specifier}`);
  };

  /** The declaration of `name` in `file`, following re-exports, and whether an export comment deprecates it. */
  const find = (file: string, name: string): {node: t.Node; deprecated: boolean} => {
    for (const statement of statementsOf(file)) {
      if (statement.type === 'ExportNamedDeclaration' && statement.source) {
        const specifier = statement.specifiers.find(
          (s) => s.type === 'ExportSpecifier' && exportedName(s) === name,
        ) as t.ExportSpecifier | undefined;
        if (specifier) {
          const found = find(resolve(file, statement.source.value), specifier.local.name);
          return {...found, deprecated: found.deprecated || isDeprecated(specifier)};
        }
      }
    }
    // A `declare class` describes a constructor function (`GraphQLError`) better than the function does.
    const local = statementsOf(file)
      .map((statement) => declared(statement, name))
      .filter((node): node is t.Node => node !== undefined)
      .sort((a, b) => rank(a) - rank(b))[0];
    if (!local) throw new Error(`${file}: no declaration of ${name}`);
    return {node: local, deprecated: false};
  };

  const declarations: Declarations = new Map();
  for (const statement of statementsOf(entry)) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ExportSpecifier') continue;
      const found = find(resolve(entry, statement.source.value), specifier.local.name);
      const symbol: DeclaredSymbol = {
        deprecated: found.deprecated || isDeprecated(specifier) || isDeprecated(found.node),
        members: membersOf(found.node),
      };
      declarations.set(exportedName(specifier), symbol);
    }
  }
  return declarations;
}

function exists(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

const exportedName = (specifier: t.ExportSpecifier) =>
  specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;

const isDeprecated = (node: t.Node) =>
  (node.leadingComments ?? []).some((comment) => /@deprecated\b/.test(comment.value));

/** Declarations that say more about members come first. */
const rank = (node: t.Node) => (node.type === 'DeclareClass' || node.type === 'ClassDeclaration' ? 0 : 1);

/** The declaration of `name` that `statement` makes, if any (exported or not). */
function declared(statement: t.Statement, name: string): t.Node | undefined {
  const node =
    statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
  switch (node.type) {
    case 'ClassDeclaration':
    case 'DeclareClass':
    case 'FunctionDeclaration':
    case 'TypeAlias':
    case 'OpaqueType':
    case 'InterfaceDeclaration':
      return node.id?.name === name ? withComments(node, statement) : undefined;
    case 'VariableDeclaration': {
      const declarator = node.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === name);
      return declarator && withComments(declarator, statement);
    }
    default:
      return undefined;
  }
}

/** The declaration with the comments written above its statement (`export` included). */
function withComments<T extends t.Node>(node: T, statement: t.Statement): T {
  return {...node, leadingComments: [...(statement.leadingComments ?? []), ...(node.leadingComments ?? [])]};
}

/** An object type inside `$ReadOnly<…>` or `$Exact<…>`. */
function objectType(node: t.FlowType | null | undefined): t.ObjectTypeAnnotation | undefined {
  if (!node) return undefined;
  if (node.type === 'ObjectTypeAnnotation') return node;
  if (node.type === 'GenericTypeAnnotation' && node.typeParameters?.params.length === 1)
    return objectType(node.typeParameters.params[0]);
  return undefined;
}

function keyName(key: t.Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  return undefined;
}

/**
 * The properties of JavaScript's `Error` (TypeScript's `lib.es5.d.ts`), which `declare class GraphQLError extends
 * Error` redeclares: not graphql's members, and `readTypeDeclarations` leaves them out too.
 */
const ERROR_PROPERTIES = new Set(['name', 'message', 'stack']);

/** The members of one declaration, by name (static ones as `static name`), each with its deprecation. */
function membersOf(node: t.Node): Map<string, boolean> {
  const members = new Map<string, boolean>();
  const add = (key: t.Node, isStatic: boolean, member: t.Node) => {
    const name = keyName(key);
    if (name !== undefined)
      members.set(`${isStatic && name !== 'constructor' ? 'static ' : ''}${name}`, isDeprecated(member));
  };
  const addObjectType = (object: t.ObjectTypeAnnotation | undefined) => {
    for (const property of object?.properties ?? [])
      if (property.type === 'ObjectTypeProperty') add(property.key, property.static, property);
  };
  if (node.type === 'ClassDeclaration') {
    for (const member of node.body.body)
      if (member.type === 'ClassMethod' || member.type === 'ClassProperty')
        add(member.key, member.static, member);
    if (node.superClass?.type === 'Identifier' && node.superClass.name === 'Error')
      for (const name of ERROR_PROPERTIES) members.delete(name);
  } else if (node.type === 'DeclareClass' || node.type === 'InterfaceDeclaration') {
    addObjectType(node.body);
    if (node.extends?.some((heritage) => heritage.id.type === 'Identifier' && heritage.id.name === 'Error'))
      for (const name of ERROR_PROPERTIES) members.delete(name);
  } else if (node.type === 'TypeAlias') addObjectType(objectType(node.right));
  else if (node.type === 'VariableDeclarator') {
    // `Object.freeze({…})` or a plain object literal.
    const init = node.init?.type === 'CallExpression' ? node.init.arguments[0] : node.init;
    if (init?.type === 'ObjectExpression')
      for (const property of init.properties)
        if (property.type === 'ObjectProperty' || property.type === 'ObjectMethod')
          add(property.key, false, property);
  }
  return members;
}
