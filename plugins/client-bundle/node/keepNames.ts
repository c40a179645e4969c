import type {CurrentBundler} from '@docusaurus/types';

/**
 * Chunks whose code keeps its function and class names through minification: the example worker's, where a
 * reader's code reads them (`UniqueTypeNamesRule.name`) and the output prints them
 * (`GraphQLObjectType(Query)`), as Node gives them in the doctests. The minimizer works on files, so each
 * such chunk is also kept whole: the bundler does not split its modules into chunks shared with the page
 * (which would then be minified with the page's names mangled, or keep names the page does not need).
 */

/** What the bundler's split-chunks option reads of a chunk. */
interface NamedChunk {
  readonly name?: string | null;
  canBeInitial(): boolean;
}

type Rspack = CurrentBundler['instance'];
type Minimizer = {_args?: unknown[]};
type SwcOptions = {
  include?: RegExp;
  exclude?: RegExp;
  minimizerOptions?: {compress?: unknown; mangle?: unknown};
};

const keepNames = {keep_classnames: true, keep_fnames: true};

/**
 * The bundler's `splitChunks.chunks`: as its default (`async`, which Docusaurus keeps), the chunks loaded on
 * demand, but not those that keep names.
 */
export function splittableChunks(keepNamesChunks: readonly string[]): (chunk: NamedChunk) => boolean {
  return (chunk) => !chunk.canBeInitial() && !keepNamesChunks.includes(chunk.name ?? '');
}

/** The files of the chunks named, as the minimizer matches asset names (`assets/js/<name>.<hash>.js`). */
export function chunkFiles(keepNamesChunks: readonly string[]): RegExp {
  const names = keepNamesChunks.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`(^|/)(${names})\\.[^/]*\\.js$`);
}

const withKeepNames = (option: unknown) =>
  option === false ? false : {...(typeof option === 'object' ? option : {}), ...keepNames};

/**
 * Docusaurus's minimizers with its JavaScript minimizer in two: the same options for every file but those
 * of `keepNamesChunks`, and those options keeping function and class names for them. Docusaurus Faster
 * makes one SwcJsMinimizerRspackPlugin; its options are read from the instance, so that they stay its own.
 */
export function keepNamesMinimizers<M>(
  rspack: Rspack,
  minimizers: readonly M[],
  keepNamesChunks: readonly string[],
): M[] {
  const Swc = (rspack as {SwcJsMinimizerRspackPlugin?: new (options: SwcOptions) => M})
    .SwcJsMinimizerRspackPlugin;
  const swc = minimizers.filter((minimizer) => Swc && minimizer instanceof Swc) as (M & Minimizer)[];
  const options = swc[0]?._args?.[0] as SwcOptions | undefined;
  if (!Swc || swc.length !== 1 || typeof options?.minimizerOptions !== 'object') {
    throw new Error(
      'plugins/client-bundle/node/keepNames.ts: Docusaurus no longer minifies JavaScript with one ' +
        'SwcJsMinimizerRspackPlugin whose options it can read; the example worker would lose the names of ' +
        "graphql's functions and classes.",
    );
  }
  const files = chunkFiles(keepNamesChunks);
  const {compress, mangle} = options.minimizerOptions;
  return minimizers.flatMap((minimizer) =>
    minimizer === swc[0]
      ? [
          new Swc({...options, exclude: files}),
          new Swc({
            ...options,
            include: files,
            minimizerOptions: {
              ...options.minimizerOptions,
              compress: withKeepNames(compress),
              mangle: withKeepNames(mangle),
            },
          }),
        ]
      : [minimizer],
  );
}
