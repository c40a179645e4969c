import {readFile} from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** What the model needs to know about the documented package, beyond TypeDoc's model. */
export interface PackageInfo {
  name: string;
  version: string;
  /** Sub-path entry points with a `.d.ts` index, e.g. `{specifier: 'graphql/language', file: 'language/index.d.ts'}`. */
  subpaths: {specifier: string; file: string}[];
}

/** Reads the package.json next to the entry point. */
export async function loadPackage(entryPoint: string): Promise<PackageInfo> {
  const packageDir = path.dirname(entryPoint);
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    exports?: Record<string, unknown>;
  };
  const subpaths = Object.keys(manifest.exports ?? {})
    // `.` is the entry point itself; `./*` patterns are deep imports, not entry points.
    .filter((key) => key !== '.' && !key.includes('*'))
    .map((key) => ({
      specifier: `${manifest.name}/${key.slice(2)}`,
      file: `${key.slice(2)}/index.d.ts`,
    }))
    .sort((a, b) => a.specifier.localeCompare(b.specifier));
  return {name: manifest.name, version: manifest.version, subpaths};
}

/**
 * The file-level `@category` of each file: graphql starts files with `/** @category X *\/` above the
 * imports, where TypeDoc does not look.
 */
export async function loadFileCategories(
  packageDir: string,
  files: string[],
): Promise<Record<string, string>> {
  const entries = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(packageDir, file), 'utf8');
      return [file, readFileCategory(file, text)] as const;
    }),
  );
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * The `@category` of a file's leading comment, when that comment is file-level: another comment follows
 * it, or the first statement is not an exported declaration it could document (an import, a private
 * helper).
 */
export function readFileCategory(fileName: string, text: string): string | undefined {
  const comments = (ts.getLeadingCommentRanges(text, 0) ?? []).filter((range) =>
    text.startsWith('/**', range.pos),
  );
  const first = comments[0];
  if (!first) return undefined;
  const category = /@category\s+([^\n*]+)/.exec(text.slice(first.pos, first.end))?.[1]?.trim();
  if (!category) return undefined;
  const [statement] = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false).statements;
  const documentsExport =
    statement !== undefined &&
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return comments.length > 1 || !documentsExport ? category : undefined;
}
