import type {ApiPage} from './types';

/** The lines that import a symbol: from the package root, and from its own entry point when it has one. */
export function toImportLines(page: Pick<ApiPage, 'name' | 'import'>): string {
  const keyword = page.import.typeOnly ? 'import type' : 'import';
  const line = (module: string) => `${keyword} { ${page.name} } from '${module}';`;
  return page.import.subpath
    ? `${line(page.import.module)}\n// or from its entry point:\n${line(page.import.subpath)}`
    : line(page.import.module);
}
