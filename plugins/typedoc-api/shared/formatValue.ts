/**
 * A value as an example's `// => …` comment writes it: strings in single quotes, plain objects as literals,
 * `GraphQLScalarType(String)` for an object that prints itself. The output is bounded (depth, items,
 * length), so no value can make the text that reaches a page huge.
 */
export function formatValue(value: unknown, maxLength = 2_000): string {
  const text = format(value, 0, new Set());
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

const maxDepth = 3;
const maxItems = 30;

const identifier = /^[A-Za-z_$][\w$]*$/;

function quote(text: string): string {
  const json = JSON.stringify(text.length > 1_000 ? `${text.slice(0, 999)}…` : text);
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A constructor's name, read without calling anything the value defines. */
function className(value: object): string {
  const prototype = Object.getPrototypeOf(value) as {constructor?: {name?: unknown}} | null;
  const name = prototype && Object.hasOwn(prototype, 'constructor') ? prototype.constructor?.name : undefined;
  return typeof name === 'string' && name ? name : 'Object';
}

function ownString(value: object, method: 'toString' | 'toJSON'): unknown {
  // Only a method the object's class defines: Object.prototype's would print `[object Object]`.
  for (let owner = Object.getPrototypeOf(value) as object | null; owner && owner !== Object.prototype;) {
    const own = Object.getOwnPropertyDescriptor(owner, method);
    if (own) return typeof own.value === 'function' ? (own.value as () => unknown).call(value) : undefined;
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  return undefined;
}

function entries(value: object, depth: number, seen: Set<object>): string {
  const keys = Object.keys(value);
  const shown = keys
    .slice(0, maxItems)
    .map(
      (key) =>
        `${identifier.test(key) ? key : quote(key)}: ${format((value as Record<string, unknown>)[key], depth + 1, seen)}`,
    );
  if (keys.length > maxItems) shown.push(`… ${keys.length - maxItems} more`);
  return shown.length ? `{ ${shown.join(', ')} }` : '{}';
}

function format(value: unknown, depth: number, seen: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return `[Function${value.name ? ` ${value.name}` : ''}]`;
    case 'object':
      break;
    default:
      return String(value);
  }
  if (value === null) return 'null';
  if (seen.has(value)) return '[Circular]';
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (depth >= maxDepth) return Array.isArray(value) ? '[Array]' : `[${className(value)}]`;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value.slice(0, maxItems).map((item: unknown) => format(item, depth + 1, seen));
      if (value.length > maxItems) items.push(`… ${value.length - maxItems} more`);
      return `[${items.join(', ')}]`;
    }
    if (isPlain(value)) return entries(value, depth, seen);
    const name = className(value);
    const json = ownString(value, 'toJSON');
    if (json !== undefined && typeof json === 'object' && json !== null)
      return `${name} ${format(json, depth, seen)}`;
    const text = ownString(value, 'toString');
    if (typeof text === 'string') return `${name}(${text.length > 200 ? `${text.slice(0, 199)}…` : text})`;
    if (value instanceof Map) return `Map(${value.size})`;
    if (value instanceof Set) return `Set(${value.size})`;
    if (value instanceof Promise) return 'Promise';
    return `${name} ${entries(value, depth, seen)}`;
  } catch {
    return `[${className(value)}]`;
  } finally {
    seen.delete(value);
  }
}
