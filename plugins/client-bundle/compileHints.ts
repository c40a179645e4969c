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

/**
 * The modules that load pages' code: Docusaurus's generated registry, which imports each route's chunks,
 * and its ComponentCreator, which imports the not-found page for paths no route matches.
 */
export function routeLoaders(registryFile: string): string[] {
  return [registryFile, require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js')];
}

/**
 * Whether a chunk's code runs as a page loads: an entry chunk, or a chunk a route loader imports (page
 * components, their data, and what they share). Chunks that only a component imports on demand, such as
 * the playground's editor and the search dialog, keep lazy compilation: most of their code never runs on a
 * given visit.
 */
export function loadsWithPage(chunk: ChunkLike, loaders: readonly string[]): boolean {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable)
    if (group.origins.some((origin) => loaders.includes(origin.module?.nameForCondition() ?? '')))
      return true;
  return false;
}

type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

/** The bundler plugin that starts each script of a chunk loaded with a page with the compile hint. */
export function compileHintsPlugin(currentBundler: CurrentBundler, registryFile: string) {
  const {Compilation, sources} = currentBundler.instance;
  const loaders = routeLoaders(registryFile);
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
        // After minification, which would drop the comment.
        const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
        compilation.hooks.processAssets.tap({name: 'compile-hints', stage}, () => {
          for (const chunk of compilation.chunks) {
            if (!loadsWithPage(chunk, loaders)) continue;
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
