import {transformSync} from 'esbuild';
import ts from 'typescript';

/**
 * An `@example` as a module that runs: JavaScript, its types stripped (esbuild), its comments that state a
 * result turned into checks (see shared/exampleRuntime.ts). The doctests run this module, and so does the
 * page's Run button: the same text in both.
 */
export type RunnableExample =
  /** `kind: 'code'`: TypeScript or JavaScript; `'document'`: GraphQL, which the module parses. */
  | {kind: 'code' | 'document'; module: string; checks: ExampleCheck[]}
  /** Not code (a shell command, JSON), or code that does not compile: why. */
  | {kind: 'none'; reason: string};

/** A comment that states a result, by the line it is on (1-based, in the example as shown). */
export interface ExampleCheck {
  line: number;
  /** `value` for `// => x`; `throws` for `// throws …`; `unchecked` when it follows no statement it can check. */
  kind: 'value' | 'throws' | 'unchecked';
}

const codeLanguages = new Set(['ts', 'typescript', 'js', 'javascript', 'mts', 'mjs', 'tsx', 'jsx']);
const documentLanguages = new Set(['graphql', 'gql']);

const valueComment = /^\/\/\s*=>\s*(\S.*?)\s*$/;
const throwsComment = /^\/\/\s*throws\b/i;
/** Any comment that states a result, to find those that follow nothing the checks can attach to. */
const claimComment = /\/\/\s*(=>|throws\b)/i;

/** The runtime's name in the module: the first parameter of its default export (see ExampleModule). */
const runtimeName = '__example';

/**
 * The module around an example's statements: its imports first, on the example's first line with the opening
 * of the default export, so that a compile error's line is the example's line.
 */
const toModule = (imports: string[], body: string) =>
  `${imports.join(' ')} export default async function (${runtimeName}, console) { ${body}\n}\n`;

/** Text to insert at a position, replacing the text up to `end` if given; at one position, lower ranks come first. */
interface Insertion {
  at: number;
  rank: number;
  text: string;
  end?: number;
}

function isExpression(text: string): boolean {
  const file = ts.createSourceFile(
    'expected.ts',
    `(${text});`,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TS,
  );
  const diagnostics = (file as unknown as {parseDiagnostics: readonly unknown[]}).parseDiagnostics;
  return diagnostics.length === 0 && file.statements.length === 1;
}

/** Whether evaluating the node awaits, outside any function it contains. */
function awaits(node: ts.Node): boolean {
  if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, awaits) ?? false;
}

/** The comment after a statement on its last line, if it states a result. */
function claimAfter(
  code: string,
  statement: ts.Statement,
): {kind: 'value' | 'throws'; expected: string} | undefined {
  for (const range of ts.getTrailingCommentRanges(code, statement.end) ?? []) {
    const comment = code.slice(range.pos, range.end);
    const value = valueComment.exec(comment);
    if (value) return {kind: 'value', expected: value[1]};
    if (throwsComment.test(comment)) return {kind: 'throws', expected: ''};
  }
  return undefined;
}

function toCodeModule(code: string): RunnableExample {
  const file = ts.createSourceFile('example.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;
  const insertions: Insertion[] = [];
  const checks: ExampleCheck[] = [];
  // Only insertions, so that a checked statement inside another (a resolver's) keeps its own check.
  const wrap = (node: ts.Node, before: string, after: string) => {
    insertions.push({at: node.getStart(file), rank: 1, text: before}, {at: node.end, rank: 2, text: after});
  };

  const visit = (node: ts.Node) => {
    const claim =
      ts.isExpressionStatement(node) || ts.isVariableStatement(node) ? claimAfter(code, node) : undefined;
    const line = lineOf(node.end);
    if (claim && ts.isExpressionStatement(node)) {
      const expression = node.expression;
      const source = JSON.stringify(expression.getText(file).replace(/\s+/g, ' '));
      if (claim.kind === 'throws') {
        const async = awaits(expression);
        wrap(
          expression,
          `${async ? 'await ' : ''}${runtimeName}.throws(${line}, ${source}, ${async ? 'async ' : ''}() => { `,
          '; })',
        );
        checks.push({line, kind: 'throws'});
      } else if (isExpression(claim.expected)) {
        const expected = `() => (${claim.expected}), ${JSON.stringify(claim.expected)}`;
        wrap(expression, `${runtimeName}.value(${line}, ${source}, (`, `), ${expected})`);
        checks.push({line, kind: 'value'});
      }
    } else if (claim?.kind === 'value' && ts.isVariableStatement(node)) {
      // `const result = f(); // => 1` states the value of the one name it declares.
      const [declaration, ...others] = node.declarationList.declarations;
      if (!others.length && ts.isIdentifier(declaration.name) && isExpression(claim.expected)) {
        const name = declaration.name.text;
        const expected = `() => (${claim.expected}), ${JSON.stringify(claim.expected)}`;
        insertions.push({
          at: node.end,
          rank: 2,
          text: ` ${runtimeName}.value(${line}, ${JSON.stringify(name)}, ${name}, ${expected});`,
        });
        checks.push({line, kind: 'value'});
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  // Imports move to the top of the module, out of the default export; their lines stay, empty.
  const imports = file.statements.filter(ts.isImportDeclaration).map((statement) => {
    const start = statement.getStart(file);
    const text = code.slice(start, statement.end);
    insertions.push({at: start, rank: 0, text: text.replace(/[^\n]/g, ''), end: statement.end});
    return text;
  });

  // Each top-level statement says where it is, so an error that escapes names its line.
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement)
    )
      continue;
    const start = statement.getStart(file);
    insertions.push({at: start, rank: 0, text: `${runtimeName}.at(${lineOf(start)}); `});
  }

  // A comment that states a result but follows nothing checkable would be a claim no test proves.
  const checked = new Set(checks.map((check) => check.line));
  code.split('\n').forEach((text, index) => {
    if (claimComment.test(text) && !checked.has(index + 1)) checks.push({line: index + 1, kind: 'unchecked'});
  });
  checks.sort((a, b) => a.line - b.line);

  insertions.sort((a, b) => a.at - b.at || a.rank - b.rank);
  let text = '';
  let copied = 0;
  for (const insertion of insertions) {
    text += code.slice(copied, insertion.at) + insertion.text;
    copied = insertion.end ?? insertion.at;
  }
  text += code.slice(copied);
  try {
    const {code: module} = transformSync(toModule(imports, text), {
      loader: 'ts',
      format: 'esm',
      target: 'esnext',
    });
    return {kind: 'code', module, checks};
  } catch (error) {
    const first = (error as {errors?: {text: string; location?: {line: number} | null}[]}).errors?.[0];
    return {
      kind: 'none',
      reason: first
        ? `Does not compile${first.location ? ` (line ${first.location.line})` : ''}: ${first.text}`
        : String(error),
    };
  }
}

/** The module that checks a GraphQL example: the major's `parse` must accept it. */
function toDocumentModule(code: string): RunnableExample {
  return {
    kind: 'document',
    module: toModule([`import { parse } from 'graphql';`], `parse(${JSON.stringify(code)});`),
    checks: [],
  };
}

/** An example's runnable module, from its code and its fence's language. */
export function toRunnableExample(code: string, language: string): RunnableExample {
  if (codeLanguages.has(language)) return toCodeModule(code);
  if (documentLanguages.has(language)) return toDocumentModule(code);
  return {kind: 'none', reason: `A ${language} block, not code that runs.`};
}
