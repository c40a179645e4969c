import {spawnSync} from 'node:child_process';
import {appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {runTypeDoc} from '../runTypeDoc';
import {
  cachedConversion,
  cacheFileOf,
  converterEntry,
  converterFingerprint,
  defaultCacheDir,
  inputHash,
} from '../typedocCache';
import {typedocPlugins} from '../typedocPlugins';

const siteDir = path.resolve(__dirname, '../../../..');
const miniDir = path.resolve(__dirname, '../__fixtures__/mini');
const installedVersion = async (name: string) =>
  `${name}@${JSON.parse(await readFile(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')).version}`;

describe("the converter's fingerprint", () => {
  // A copy of the converter's modules beside the site's node_modules, so that its imports resolve as the real ones.
  let copyDir: string;
  let copiedEntry: string;
  beforeAll(async () => {
    copyDir = await mkdtemp(path.join(defaultCacheDir, '..', 'typedoc-api-converter-copy-'));
    for (const file of (await converterFingerprint()).files)
      await cp(file, path.join(copyDir, path.relative(path.dirname(converterEntry), file)));
    copiedEntry = path.join(copyDir, path.basename(converterEntry));
  });
  afterAll(() => rm(copyDir, {recursive: true, force: true}));

  test('covers the process the converter runs in, what it imports, and the packages it loads', async () => {
    const {files, packages} = await converterFingerprint();
    expect(files).toContain(converterEntry);
    expect(files).toContain(path.join(path.dirname(converterEntry), 'convertWithTypeDoc.mts'));
    const loaded = ['typedoc', 'typescript', ...typedocPlugins];
    expect(packages).toEqual((await Promise.all(loaded.map(installedVersion))).sort());
  });

  test('changes with every file of the converter, and with none other', async () => {
    const {files, hash} = await converterFingerprint(copiedEntry);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      await appendFile(file, '\n// edited\n');
      expect((await converterFingerprint(copiedEntry)).hash, file).not.toBe(hash);
      await writeFile(file, text);
    }
    await writeFile(path.join(copyDir, 'unrelated.ts'), 'export const unrelated = 1;\n');
    expect((await converterFingerprint(copiedEntry)).hash).toBe(hash);
  });

  test('names the import it cannot resolve', async () => {
    await appendFile(copiedEntry, "\nimport './missing.js';\n");
    await expect(converterFingerprint(copiedEntry)).rejects.toThrow(
      `${copiedEntry}: cannot resolve "./missing.js"`,
    );
  });
});

test("a package's declarations and package.json change its key, its other files do not", async () => {
  const packageDir = await mkdtemp(path.join(os.tmpdir(), 'typedoc-api-package-'));
  try {
    await cp(miniDir, packageDir, {recursive: true});
    const entryPoint = path.join(packageDir, 'index.d.ts');
    const key = await inputHash(entryPoint, []);
    expect(await inputHash(entryPoint, ['sub/index.d.ts'])).not.toBe(key);
    await writeFile(path.join(packageDir, 'README.md'), 'Not read by TypeDoc.\n');
    await appendFile(path.join(packageDir, 'declared.js.map'), '\n');
    expect(await inputHash(entryPoint, [])).toBe(key);
    for (const file of ['sub/index.d.ts', 'package.json']) {
      const text = await readFile(path.join(packageDir, file), 'utf8');
      await writeFile(path.join(packageDir, file), text.replace(/\n$/, ' \n'));
      expect(await inputHash(entryPoint, []), file).not.toBe(key);
      await writeFile(path.join(packageDir, file), text);
    }
  } finally {
    await rm(packageDir, {recursive: true, force: true});
  }
});

test('callers at once share one conversion, past a lock its process left behind, and the next one reads it', async () => {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'typedoc-api-cache-'));
  try {
    const entryPoint = path.join(miniDir, 'index.d.ts');
    const file = await cacheFileOf(entryPoint, [], cacheDir);
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${file}.lock`, String(ended));
    const otherConverter = path.basename(file).replace(/-[0-9a-f]{16}-/, '-0000000000000000-');
    await writeFile(path.join(cacheDir, otherConverter), '{}');

    const [first, second] = await Promise.all([
      runTypeDoc(entryPoint, [], cacheDir),
      runTypeDoc(entryPoint, [], cacheDir),
    ]);
    expect([first.fromCache, second.fromCache].sort()).toEqual([false, true]);
    expect(second.output).toEqual(first.output);
    expect(first.output.project.name).toBe('mini');
    expect(await readdir(cacheDir)).toEqual([path.basename(file)]);

    const third = await runTypeDoc(entryPoint, [], cacheDir);
    expect(third).toEqual({output: first.output, fromCache: true});
  } finally {
    await rm(cacheDir, {recursive: true, force: true});
  }
});

test('callers that find a lock its process left behind convert once, however their steps interleave', async () => {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'typedoc-api-cache-'));
  try {
    const ended = String(spawnSync(process.execPath, ['-e', '']).pid);
    // Each round starts its callers a few file-system steps apart, so that one reads the ended holder while
    // another removes it and takes the lock: the interleaving a busy machine produces by chance.
    for (let round = 0; round < 12; round += 1) {
      const file = path.join(cacheDir, `mini@1.0.0-0000000000000000-${String(round).padStart(16, '0')}.json`);
      await writeFile(`${file}.lock`, ended);
      let conversions = 0;
      const convert = async () => {
        conversions += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return {round};
      };
      const caller = async (index: number) => {
        for (let step = 0; step < (index * round) % 7; step += 1) await readdir(cacheDir);
        return cachedConversion(file, convert);
      };
      await Promise.all(Array.from({length: 6}, (_, index) => caller(index)));
      expect(conversions, `round ${round}`).toBe(1);
    }
  } finally {
    await rm(cacheDir, {recursive: true, force: true});
  }
});
