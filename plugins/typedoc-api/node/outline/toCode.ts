import type {ApiCode, ApiCodeToken} from '../../shared/outline';
import type {ApiType, ApiTypeParameter, ApiTypeSignature} from '../../shared/types';

/**
 * The one printer of types and declarations: TypeScript as the package declares it, as code tokens whose
 * names link to their pages. The HTML page and the Markdown twin both print these tokens.
 */

/** Builds a token run, merging neighbouring plain text. */
class CodeWriter {
  readonly code: ApiCode = [];

  text(text: string): this {
    if (!text) return this;
    const last = this.code.length - 1;
    if (typeof this.code[last] === 'string') this.code[last] += text;
    else this.code.push(text);
    return this;
  }

  keyword(keyword: string): this {
    this.code.push({keyword});
    return this;
  }

  name(text: string, href: string | undefined): this {
    if (href) this.code.push({text, href});
    else this.text(text);
    return this;
  }

  append(code: ApiCode): this {
    for (const token of code) {
      if (typeof token === 'string') this.text(token);
      else this.code.push(token);
    }
    return this;
  }

  /** `items` printed by `write`, with `separator` between them. */
  join<T>(items: readonly T[], separator: string, write: (item: T) => void): this {
    items.forEach((item, i) => {
      if (i > 0) this.text(separator);
      write(item);
    });
    return this;
  }
}

/** Kinds that need parentheses inside `A | B` and `A & B`. */
const unionMemberNeedsParens = new Set<ApiType['kind']>(['function', 'conditional']);

/** Kinds that need parentheses after `keyof`, `readonly` and `unique`. */
const operandNeedsParens = new Set<ApiType['kind']>(['union', 'intersection', 'function', 'conditional']);

/** Kinds that need parentheses before `[]` or `[K]`. */
const elementNeedsParens = new Set<ApiType['kind']>([
  ...operandNeedsParens,
  'typeOperator',
  'predicate',
  'inferred',
]);

/** Before `[K]`, `typeof X` gets them too: graphql's sources are formatted so, `(typeof X)[keyof typeof X]`. */
const objectNeedsParens = new Set<ApiType['kind']>([...elementNeedsParens, 'query']);

/** Keyword types (`string`, `unknown`, …) print as keywords. */
const writers: {[K in ApiType['kind']]: (w: CodeWriter, type: Extract<ApiType, {kind: K}>) => void} = {
  keyword: (w, t) => w.keyword(t.name),
  literal: (w, t) => w.text(t.value),
  reference: (w, t) => {
    w.name(t.name, t.href);
    if (t.typeArguments?.length) {
      w.text('<')
        .join(t.typeArguments, ', ', (a) => writeType(w, a))
        .text('>');
    }
  },
  union: (w, t) => w.join(t.types, ' | ', (x) => writeWrapped(w, x, unionMemberNeedsParens)),
  intersection: (w, t) => w.join(t.types, ' & ', (x) => writeWrapped(w, x, unionMemberNeedsParens)),
  array: (w, t) => {
    writeWrapped(w, t.elementType, elementNeedsParens);
    w.text('[]');
  },
  tuple: (w, t) =>
    w
      .text('[')
      .join(t.elements, ', ', (e) => {
        if (e.name) w.text(`${e.name}${e.optional ? '?' : ''}: `);
        writeType(w, e.type);
      })
      .text(']'),
  object: (w, t) => {
    const members: (() => void)[] = [
      ...(t.callSignatures ?? []).map((s) => () => writeSignature(w, s, ': ')),
      ...(t.indexSignatures ?? []).map((s) => () => {
        if (s.readonly) w.keyword('readonly').text(' ');
        w.text(`[${s.parameter.name}: `);
        writeType(w, s.parameter.type);
        w.text(']: ');
        writeType(w, s.type);
      }),
      ...t.properties.map((p) => () => {
        // `p.name` is written as declared: quoted or computed where it needs to be.
        if (p.readonly) w.keyword('readonly').text(' ');
        w.text(`${p.name}${p.optional ? '?' : ''}: `);
        writeType(w, p.type);
      }),
    ];
    if (!members.length) w.text('{}');
    else
      w.text('{ ')
        .join(members, '; ', (write) => write())
        .text(' }');
  },
  function: (w, t) => writeSignature(w, t.signature, ' => '),
  indexedAccess: (w, t) => {
    writeWrapped(w, t.objectType, objectNeedsParens);
    w.text('[');
    writeType(w, t.indexType);
    w.text(']');
  },
  conditional: (w, t) => {
    writeType(w, t.checkType);
    w.text(' ').keyword('extends').text(' ');
    writeType(w, t.extendsType);
    w.text(' ? ');
    writeType(w, t.trueType);
    w.text(' : ');
    writeType(w, t.falseType);
  },
  typeOperator: (w, t) => {
    w.keyword(t.operator).text(' ');
    writeWrapped(w, t.target, operandNeedsParens);
  },
  query: (w, t) => {
    w.keyword('typeof').text(' ');
    writeType(w, t.target);
  },
  mapped: (w, t) => {
    w.text('{ ');
    if (t.readonlyModifier)
      w.text(t.readonlyModifier === '-' ? '-' : '')
        .keyword('readonly')
        .text(' ');
    w.text(`[${t.parameter} `).keyword('in').text(' ');
    writeType(w, t.parameterType);
    if (t.nameType) {
      w.text(' ').keyword('as').text(' ');
      writeType(w, t.nameType);
    }
    w.text(`]${t.optionalModifier ? `${t.optionalModifier === '-' ? '-' : ''}?` : ''}: `);
    writeType(w, t.templateType);
    w.text(' }');
  },
  templateLiteral: (w, t) => {
    w.text(`\`${t.head}`);
    for (const span of t.spans) {
      w.text('${');
      writeType(w, span.type);
      w.text(`}${span.text}`);
    }
    w.text('`');
  },
  predicate: (w, t) => {
    if (t.asserts) w.keyword('asserts').text(' ');
    w.text(t.name);
    if (t.targetType) {
      w.text(' ').keyword('is').text(' ');
      writeType(w, t.targetType);
    }
  },
  inferred: (w, t) => {
    w.keyword('infer').text(` ${t.name}`);
    if (t.constraint) {
      w.text(' ').keyword('extends').text(' ');
      writeType(w, t.constraint);
    }
  },
  optional: (w, t) => {
    writeType(w, t.elementType);
    w.text('?');
  },
  rest: (w, t) => {
    w.text('...');
    writeType(w, t.elementType);
  },
  unknown: (w, t) => w.text(t.text),
};

function writeType(w: CodeWriter, type: ApiType): void {
  (writers[type.kind] as (w: CodeWriter, t: ApiType) => void)(w, type);
}

function writeWrapped(w: CodeWriter, type: ApiType, needsParens: ReadonlySet<ApiType['kind']>): void {
  const wrap = needsParens.has(type.kind);
  if (wrap) w.text('(');
  writeType(w, type);
  if (wrap) w.text(')');
}

function writeTypeParameters(
  w: CodeWriter,
  parameters: readonly Omit<ApiTypeParameter, 'description'>[],
): void {
  if (!parameters.length) return;
  w.text('<')
    .join(parameters, ', ', (p) => {
      if (p.const) w.keyword('const').text(' ');
      w.text(p.name);
      if (p.constraint) {
        w.text(' ').keyword('extends').text(' ');
        writeType(w, p.constraint);
      }
      if (p.default) {
        w.text(' = ');
        writeType(w, p.default);
      }
    })
    .text('>');
}

/** Beyond this many parameters a declared signature puts one per line. */
const INLINE_PARAMETER_LIMIT = 2;

function writeSignature(
  w: CodeWriter,
  signature: ApiTypeSignature,
  arrow: ' => ' | ': ' | null,
  {multiline = false} = {},
): void {
  writeTypeParameters(w, signature.typeParameters);
  w.text('(');
  signature.parameters.forEach((p, i) => {
    w.text(multiline ? '\n  ' : i > 0 ? ', ' : '');
    w.text(`${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: `);
    writeType(w, p.type);
    if (multiline) w.text(',');
  });
  w.text(multiline ? '\n)' : ')');
  if (arrow) {
    w.text(arrow);
    writeType(w, signature.returns);
  }
}

/** A type. */
export function typeCode(type: ApiType): ApiCode {
  const w = new CodeWriter();
  writeType(w, type);
  return w.code;
}

/** Type parameters as declared: `<T extends X = Y>`; empty without any. */
export function typeParametersCode(parameters: readonly Omit<ApiTypeParameter, 'description'>[]): ApiCode {
  const w = new CodeWriter();
  writeTypeParameters(w, parameters);
  return w.code;
}

/**
 * A signature as a declaration: `head` (`function parse`, `constructor`, a method's name) then type parameters,
 * parameters (one per line beyond two, unless `inline`) and, unless `returns` is false, `: ReturnType`.
 */
export function signatureCode(
  head: ApiCode,
  signature: ApiTypeSignature,
  {returns = true, inline = false} = {},
): ApiCode {
  const w = new CodeWriter().append(head);
  writeSignature(w, signature, returns ? ': ' : null, {
    multiline: !inline && signature.parameters.length > INLINE_PARAMETER_LIMIT,
  });
  return w.code;
}

/** A declared type: as `typeCode`, but a function type's parameters go one per line beyond two, as a signature's. */
export function declaredTypeCode(type: ApiType): ApiCode {
  if (type.kind !== 'function') return typeCode(type);
  const w = new CodeWriter();
  writeSignature(w, type.signature, ' => ', {
    multiline: type.signature.parameters.length > INLINE_PARAMETER_LIMIT,
  });
  return w.code;
}

/**
 * A declaration with a body: `head {`, then each member on a line of its own, ended by `separator` (`;` in a
 * class or an interface, `,` in an enum), then `}`.
 */
export function containerCode(head: ApiCode, members: readonly ApiCode[], separator: ';' | ','): ApiCode {
  const w = new CodeWriter().append(head).text(' {');
  for (const member of members) w.text('\n  ').append(member).text(separator);
  return w.text(members.length ? '\n}' : '}').code;
}

/** The head of code that `containerCode` printed (`class X<T> extends Y`), without its members. */
export function containerHead(code: ApiCode): string {
  const text = codeText(code);
  const body = text.indexOf(' {\n');
  if (body >= 0) return text.slice(0, body);
  return text.endsWith(' {}') ? text.slice(0, -3) : text;
}

/** Pieces of code with `separator` between them: `A, B<C>`. */
export function joinCode(codes: readonly ApiCode[], separator: string): ApiCode {
  const w = new CodeWriter();
  w.join(codes, separator, (code) => w.append(code));
  return w.code;
}

/** Tokens for `keyword name`, e.g. `function parse` or `const GraphQLString`. */
export function headCode(...parts: (string | ApiCodeToken)[]): ApiCode {
  const w = new CodeWriter();
  for (const part of parts) {
    if (typeof part === 'string') w.text(part);
    else w.append([part]);
  }
  return w.code;
}

/** The text of code, without links. */
export function codeText(code: ApiCode): string {
  return code
    .map((token) => (typeof token === 'string' ? token : 'text' in token ? token.text : token.keyword))
    .join('');
}
