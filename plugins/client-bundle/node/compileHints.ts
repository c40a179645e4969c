import path from 'node:path';
import type {CurrentBundler} from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chrome 136 and later): every function of a file that starts with this comment
 * is compiled while the file streams in, on a background thread. Without it V8 compiles each function on
 * the main thread the first time it runs, and a first visit runs most of the startup code once: in traces
 * of an API page, compiling was about half of main.js's evaluation and of hydration.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** What the hint needs to know of a chunk; the shape webpack's and Rspack's chunks share. */
export interface ChunkLike {
  canBeInitial(): boolean;
  readonly groupsIterable: Iterable<{
    origins: {module?: {nameForCondition(): string | null | undefined} | null}[];
  }>;
}

const componentCreator = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');

/**
 * Whether a module loads pages' code: a route registry that Docusaurus generates (its own `registry.js`, or
 * the browser's version that plugins/typedoc-api writes beside it), which imports each route's chunks, or
 * Docusaurus's ComponentCreator, which imports the not-found page for paths no route matches.
 */
export function isRouteLoader(file: string, generatedFilesDir: string): boolean {
  return (
    file === componentCreator || (file.startsWith(generatedFilesDir) && path.basename(file) === 'registry.js')
  );
}

/**
 * Whether a chunk's code runs as a page loads: an entry chunk, or a chunk a route loader imports (page
 * components, their data, and what they share). Chunks that only a component imports on demand, such as
 * the playground's editor and the search dialog, keep lazy compilation: most of their code never runs on a
 * given visit.
 */
export function loadsWithPage(chunk: ChunkLike, generatedFilesDir: string): boolean {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable)
    if (
      group.origins.some((origin) =>
        isRouteLoader(origin.module?.nameForCondition() ?? '', generatedFilesDir),
      )
    )
      return true;
  return false;
}

type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

/** The bundler plugin that starts each script of a chunk loaded with a page with the compile hint. */
export function compileHintsPlugin(currentBundler: CurrentBundler, generatedFilesDir: string) {
  const {Compilation, sources} = currentBundler.instance;
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
        // After minification, which would drop the comment.
        const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
        compilation.hooks.processAssets.tap({name: 'compile-hints', stage}, () => {
          for (const chunk of compilation.chunks) {
            if (!loadsWithPage(chunk, generatedFilesDir)) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(
                  file,
                  (source) => new sources.ConcatSource(`${compileHint}\n`, source),
                );
          }
        });
      });
    },
  };
}
