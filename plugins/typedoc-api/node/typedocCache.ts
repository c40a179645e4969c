import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import ts from 'typescript';
import {typedocPlugins} from './typedocPlugins';

/**
 * TypeDoc's output for a package, kept on disk: the build, `docusaurus start` (on every reload) and the tests
 * all convert the same packages, and TypeDoc takes most of a minute per major on a busy machine. `npm ci` and
 * `docusaurus clear` empty the folder.
 */
export const defaultCacheDir = path.resolve(__dirname, '../../../node_modules/.cache/typedoc-api');

/** The module that the converter's process runs (see runTypeDoc.ts). */
export const converterEntry = path.join(__dirname, 'typedocWorker.mts');

/** What the converter's output depends on besides its input: its own code and the packages that code loads. */
export interface ConverterFingerprint {
  /** Every module of the converter's module graph, as absolute paths, sorted. */
  files: string[];
  /** `name@version` of every package the graph imports, and of the TypeDoc plugins it loads by name. */
  packages: string[];
  hash: string;
}

const resolutionOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
};

/**
 * The converter's module graph, from `entry` along every import (type-only ones too), resolved as Node.js and
 * TypeScript resolve them: the site's own modules by content, packages by version. Read anew on each call,
 * since `docusaurus start` forks a fresh converter, which loads the files as they are now, on each reload.
 */
export async function converterFingerprint(entry = converterEntry): Promise<ConverterFingerprint> {
  const hash = createHash('sha256');
  const files: string[] = [];
  const packages = new Set<string>();
  const addPackage = (specifier: string, importer: string) => {
    const resolved = ts.resolveModuleName(specifier, importer, resolutionOptions, ts.sys).resolvedModule;
    if (!resolved?.packageId) throw new Error(`${importer}: cannot resolve the package "${specifier}"`);
    packages.add(`${resolved.packageId.name}@${resolved.packageId.version}`);
  };
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (files.includes(file)) continue;
    files.push(file);
    const text = await readFile(file, 'utf8');
    hash.update(`${path.relative(__dirname, file)}\0${text}\0`);
    for (const {fileName: specifier} of ts.preProcessFile(text, true, true).importedFiles) {
      if (specifier.startsWith('node:')) continue;
      if (!specifier.startsWith('.')) {
        addPackage(specifier, file);
        continue;
      }
      const resolved = ts.resolveModuleName(specifier, file, resolutionOptions, ts.sys).resolvedModule;
      if (!resolved) throw new Error(`${file}: cannot resolve "${specifier}"`);
      pending.push(resolved.resolvedFileName);
    }
  }
  for (const plugin of typedocPlugins) addPackage(plugin, entry);
  const sortedPackages = [...packages].sort();
  hash.update(sortedPackages.join('\0'));
  return {files: files.sort(), packages: sortedPackages, hash: hash.digest('hex').slice(0, 16)};
}

/**
 * A hash of what the converter reads of a package: the entry point and the names it lists exports of, and every
 * declaration file and `package.json` of the package's folder (TypeScript's own libraries go with its version,
 * in the converter's fingerprint). A fixture edited in place thus gets a new key, though its version stays.
 */
export async function inputHash(entryPoint: string, exportsOf: string[]): Promise<string> {
  const packageDir = path.dirname(entryPoint);
  const hash = createHash('sha256').update(`${path.basename(entryPoint)}\0${exportsOf.join('\0')}\0`);
  const entries = await readdir(packageDir, {recursive: true});
  const read = entries
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .filter((file) => /\.d\.[cm]?ts$/.test(file) || path.basename(file) === 'package.json')
    .sort();
  for (const file of read) hash.update(`${file}\0${await readFile(path.join(packageDir, file), 'utf8')}\0`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The cache file for a conversion: `<name>@<version>-<converter>-<input>.json`, named for the package whose
 * `package.json` sits beside the entry point.
 */
export async function cacheFileOf(
  entryPoint: string,
  exportsOf: string[],
  cacheDir = defaultCacheDir,
): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(path.dirname(entryPoint), 'package.json'), 'utf8')) as {
    name?: string;
    version?: string;
  };
  const name = `${(pkg.name ?? 'package').replace('/', '+')}@${pkg.version ?? '0.0.0'}`;
  const [converter, input] = await Promise.all([converterFingerprint(), inputHash(entryPoint, exportsOf)]);
  return path.join(cacheDir, `${name}-${converter.hash}-${input}.json`);
}

async function readCached<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` while holding `<file>.lock`, which holds the holder's process id: the test files, the build and
 * the dev server may ask for the same conversion at once, and one of them converts while the others wait for
 * it. A lock whose process has ended is taken over (removeIfEnded). Waiting has no time limit: a slow
 * conversion on a busy machine is still a conversion.
 */
async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  while (!(await created(lock))) if (!(await removeIfEnded(lock))) await sleep(100);
  try {
    return await work();
  } finally {
    await rm(lock, {force: true});
  }
}

/** Creates `file` with this process's id, unless it exists. */
async function created(file: string): Promise<boolean> {
  try {
    await writeFile(file, String(process.pid), {flag: 'wx'});
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes `lock` if the process it names has ended. Two waiters may find the same ended holder, and reading
 * then removing is not one step: the second could remove the lock the first has just taken, and both would
 * convert. So only the waiter that creates `<lock>.takeover` removes it, after reading it again. The takeover
 * file is held for a read and a removal; one left by an ended process is removed like a lock.
 */
async function removeIfEnded(lock: string): Promise<boolean> {
  const holder = async (file: string) => Number(await readFile(file, 'utf8').catch(() => ''));
  const ended = await holder(lock);
  if (!ended || isRunning(ended)) return false;
  const takeover = `${lock}.takeover`;
  if (!(await created(takeover))) {
    const taker = await holder(takeover);
    if (taker && !isRunning(taker)) await rm(takeover, {force: true});
    return false;
  }
  try {
    if ((await holder(lock)) === ended) await rm(lock, {force: true});
  } finally {
    await rm(takeover, {force: true});
  }
  return true;
}

/**
 * The cached output of a conversion, else `convert()`'s, written to `file` whole or not at all (to a temporary
 * name, then renamed: a reader never sees half of it). Either way the output is read back from the file, so a
 * cached run and a fresh one give the same value. Files of another converter are removed once a new one is
 * written.
 */
export async function cachedConversion<T>(
  file: string,
  convert: () => Promise<T>,
): Promise<{output: T; fromCache: boolean}> {
  const cached = await readCached<T>(file);
  if (cached) return {output: cached, fromCache: true};
  await mkdir(path.dirname(file), {recursive: true});
  return withLock(file, async () => {
    const written = await readCached<T>(file);
    if (written) return {output: written, fromCache: true};
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(await convert()));
    await rename(temporary, file);
    const output = await readCached<T>(file);
    if (!output) throw new Error(`The converter wrote no ${file}.`);
    await removeOtherConverters(file);
    return {output, fromCache: false};
  });
}

/** `<name>-<converter>-<input>.json`: removes the files whose converter part differs from `file`'s. */
async function removeOtherConverters(file: string): Promise<void> {
  const converterOf = (name: string) => /-([0-9a-f]{16})-[0-9a-f]{16}\.json$/.exec(name)?.[1];
  const current = converterOf(path.basename(file));
  const dir = path.dirname(file);
  for (const name of await readdir(dir)) {
    const converter = converterOf(name);
    if (converter && converter !== current) await rm(path.join(dir, name), {force: true});
  }
}
