import {execFile, spawn, spawnSync} from 'node:child_process';
import {cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import vm from 'node:vm';
import {nodeResolve} from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import {build as esbuild} from 'esbuild';
import * as graphql from 'graphql';
import {rollup, type Plugin} from 'rollup';
import {afterAll, expect, test} from 'vitest';
import {
  evalModule,
  example,
  expectShownOutput,
  readPage,
  readSample,
  readShownJson,
  runCommand,
  runNode,
  runScript,
  sampleProject,
  shownCommand as shownCommandOf,
  siteDir,
} from '../harness';

const dir = 'guides/going-to-production';
const page = 'guides/going-to-production';
const graphqlDir = path.join(siteDir, 'node_modules', 'graphql');
/** The first line of the development check's message, and the part of it to search bundles for. */
const devMessage = 'from another module or realm';
// Vitest sets NODE_ENV to "test" for the processes it starts; a reader's shell leaves it unset, and
// Vite, webpack (through webpack.config.mjs) and Rollup (through rollup.config.mjs) all read it.
const readerEnv = {NODE_ENV: undefined};

const projects: string[] = [];
// Removing a Next.js project (tens of thousands of hard links) takes a while on a busy machine.
afterAll(() => Promise.all(projects.map((project) => rm(project, {recursive: true, force: true}))), 120_000);

/** A project folder in the OS's temp directory with links to these samples (see sampleProject). */
async function linkedProject(links: string[], copies: string[] = []): Promise<string> {
  const project = await sampleProject(dir, {links, copies});
  projects.push(project);
  return project;
}

/**
 * A Vite project, with guides/going-to-production/index.html as its page. Vite names its output after
 * the page's path, so the page must be a copy, not a link.
 */
const viteProject = () => linkedProject(['app.mjs'], ['index.html']);

/** The command this page shows that starts with `start`. */
const shownCommand = (start: string) => shownCommandOf(page, start);

/** Runs shown commands in a project folder, with the environment of a reader's shell. */
function runIn(project: string, command: string, env: NodeJS.ProcessEnv = {}) {
  return runCommand(command, {cwd: project, env: {...readerEnv, ...env}});
}

/** What a bundle prints when Node.js runs it, parsed. */
/** What a bundle prints, run by Node.js. */
async function bundlePrints(bundle: string): Promise<string> {
  const {code, stdout, stderr} = await runNode([bundle], {cwd: path.dirname(bundle), env: readerEnv});
  expect(code, stderr).toBe(0);
  return stdout;
}

async function outputOf(bundle: string): Promise<unknown> {
  return JSON.parse(await bundlePrints(bundle));
}

/** Checks that a bundle has graphql's regular or development build, and prints what the page shows. */
async function expectBundle(bundle: string, build: 'production' | 'development'): Promise<void> {
  const code = await readFile(bundle, 'utf8');
  expect(code.includes(devMessage), `${bundle} has the development check`).toBe(build === 'development');
  expect(await outputOf(bundle)).toEqual(await readShownJson(`${dir}/bundle-${build}.json`));
}

/** Runs the page's production and development build commands, each in a project of its own, and checks dist/app.js. */
async function expectBothBuilds(links: string[], [production, development]: [string, string]): Promise<void> {
  const projects = await Promise.all([linkedProject(links), linkedProject(links)]);
  await Promise.all([
    runIn(projects[0], shownCommand(production)),
    runIn(projects[1], shownCommand(development)),
  ]);
  await expectBundle(path.join(projects[0], 'dist', 'app.js'), 'production');
  await expectBundle(path.join(projects[1], 'dist', 'app.js'), 'development');
}

/**
 * What a Vite bundle prints, run by Node.js with one stand-in for the page: the document that Vite's
 * module preload polyfill asks whether the browser supports modulepreload.
 */
async function outputInPage(bundle: string): Promise<unknown> {
  const page = path.join(path.dirname(bundle), 'page.mjs');
  await writeFile(
    page,
    'globalThis.document = {createElement: () => ({relList: {supports: () => true}})};\n',
  );
  const {code, stdout, stderr} = await runNode(['--import', pathToFileURL(page).href, bundle], {
    cwd: path.dirname(bundle),
    env: readerEnv,
  });
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout);
}

/** The JavaScript files a Vite build wrote. */
async function viteAssets(project: string): Promise<string[]> {
  const assets = path.join(project, 'dist', 'assets');
  return (await readdir(assets))
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(assets, name));
}

/** What ES module code prints, run by Node.js from the samples' folder. */
async function printedBy(code: string, options: {flags?: string[]; env?: NodeJS.ProcessEnv} = {}) {
  return (
    await evalModule(code, {cwd: example(dir), ...options, env: {...readerEnv, ...options.env}})
  ).trim();
}

// ---------------------------------------------------------------------------------------------
// Two builds in one package

test("graphql's package.json maps each entry point through the development condition to a file under __dev__", async () => {
  const manifest = JSON.parse(await readFile(path.join(graphqlDir, 'package.json'), 'utf8'));
  const entryPoints = Object.keys(manifest.exports).filter((key) => !key.includes('*'));
  expect(entryPoints).toEqual(
    expect.arrayContaining([
      '.',
      './language',
      './execution',
      './validation',
      './type',
      './utilities',
      './error',
    ]),
  );
  for (const entryPoint of entryPoints) {
    const {development, default: regular} = manifest.exports[entryPoint];
    const name = entryPoint === '.' ? 'index' : `${entryPoint.slice(2)}/index`;
    expect(development.default).toBe(`./__dev__/${name}.mjs`);
    expect(regular.default).toBe(`./${name}.mjs`);
  }
});

test('the files under __dev__ call enableDevMode() and then re-export the regular build', async () => {
  const names = ['index', 'language/index', 'execution/index', 'validation/index', 'type/index'];
  for (const name of names) {
    const text = await readFile(path.join(graphqlDir, '__dev__', `${name}.mjs`), 'utf8');
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^import \{ enableDevMode \} from '(\.\.\/)+devMode\.mjs';$/);
    expect(lines[1]).toBe('enableDevMode();');
    expect(lines[2]).toBe(`export * from '${'../'.repeat(name.split('/').length)}${name}.mjs';`);
  }
});

test('graphql 17 does not read NODE_ENV', async () => {
  const files = (await readdir(graphqlDir, {recursive: true})).filter((file) => /\.m?js$/.test(file));
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    expect(await readFile(path.join(graphqlDir, file), 'utf8'), file).not.toContain('NODE_ENV');
  }
});

// ---------------------------------------------------------------------------------------------
// What development mode checks

test('node mode-check.mjs prints the production line; with --conditions=development the check throws', async () => {
  await expectShownOutput(await runScript(`${dir}/mode-check.mjs`), `${dir}/mode-production.json`);
  const {stdout} = await runIn(example(dir), shownCommand('node --conditions=development'));
  await expectShownOutput(stdout, `${dir}/mode-development.json`);
});

test('a schema built by another copy of graphql is not a schema to this one: false in production mode, an error in development mode', async () => {
  // graphql-16 is a second copy of graphql, as a library's own dependency would be.
  const code = `
    import {buildSchema} from 'graphql-16';
    import {isSchema} from 'graphql';
    const foreign = buildSchema('type Query { a: String }');
    try { console.log(JSON.stringify(isSchema(foreign))); } catch (error) { console.log(error.message); }`;
  expect(await printedBy(code)).toBe('false');
  const message = await printedBy(code, {flags: ['--conditions=development']});
  expect(message.split('\n')[0]).toMatch(/^Cannot use GraphQLSchema ".*" from another module or realm\.$/);
  // "The full message goes on to explain that there must be only one graphql in node_modules."
  expect(message).toContain('Ensure that there is only one instance of "graphql" in the node_modules');

  // Two copies of the very same version do not recognise each other's objects either.
  const project = await linkedProject([]);
  await cp(graphqlDir, path.join(project, 'graphql-copy'), {recursive: true});
  const sameVersion = `
    import {buildSchema} from './graphql-copy/index.mjs';
    import {isSchema, version} from 'graphql';
    import {version as copyVersion} from './graphql-copy/index.mjs';
    console.log(JSON.stringify([version === copyVersion, isSchema(buildSchema('type Query { a: String }'))]));`;
  expect(JSON.parse((await evalModule(sameVersion, {cwd: project, env: readerEnv})).trim())).toEqual([
    true,
    false,
  ]);
});

test('development mode checks schemas, types, directives and Source objects', async () => {
  const code = `
    import {isSchema, isObjectType, isScalarType, isListType, isDirective, parse} from 'graphql';
    const foreign = (name) => ({[Symbol.toStringTag]: name});
    const checks = [
      () => isSchema(foreign('GraphQLSchema')),
      () => isObjectType(foreign('GraphQLObjectType')),
      () => isScalarType(foreign('GraphQLScalarType')),
      () => isListType(foreign('GraphQLList')),
      () => isDirective(foreign('GraphQLDirective')),
      () => parse(Object.assign(foreign('Source'), {body: '{ a }', name: 'x', locationOffset: {line: 1, column: 1}})),
    ];
    console.log(JSON.stringify(checks.map((check) => {
      try { check(); return 'passed'; } catch (error) { return error.message.split('\\n')[0]; }
    })));`;
  const production: string[] = JSON.parse(await printedBy(code));
  const development: string[] = JSON.parse(await printedBy(code, {flags: ['--conditions=development']}));
  expect(production.slice(0, 5)).toEqual(['passed', 'passed', 'passed', 'passed', 'passed']);
  expect(development).toEqual(
    [
      'GraphQLSchema',
      'GraphQLObjectType',
      'GraphQLScalarType',
      'GraphQLList',
      'GraphQLDirective',
      'Source',
    ].map((name) => expect.stringMatching(new RegExp(`^Cannot use ${name} ".*" ${devMessage}\\.$`))),
  );
});

test('a "no" reads one property in production mode, and also Symbol.toStringTag or the constructor in development mode', async () => {
  const code = `
    import {isObjectType} from 'graphql';
    const reads = [];
    const value = new Proxy({}, {
      get: (target, key) => void reads.push('get ' + String(key)),
      has: (target, key) => (reads.push('has ' + String(key)), false),
    });
    console.log(JSON.stringify({answer: isObjectType(value), reads}));`;
  expect(JSON.parse(await printedBy(code))).toEqual({answer: false, reads: ['get __kind']});
  expect(JSON.parse(await printedBy(code, {flags: ['--conditions=development']}))).toEqual({
    answer: false,
    reads: ['get __kind', 'has Symbol(Symbol.toStringTag)', 'get constructor'],
  });
});

test('graphql asks such questions many times while it validates and executes an operation', async () => {
  // Counts reads of the class names that the development check compares.
  const code = `
    import * as graphql from 'graphql';
    let reads = 0;
    const classes = [graphql.GraphQLSchema, graphql.GraphQLObjectType, graphql.GraphQLScalarType,
      graphql.GraphQLList, graphql.GraphQLNonNull, graphql.GraphQLInterfaceType, graphql.GraphQLUnionType,
      graphql.GraphQLEnumType, graphql.GraphQLInputObjectType];
    for (const type of classes) {
      const {get} = Object.getOwnPropertyDescriptor(type.prototype, Symbol.toStringTag);
      Object.defineProperty(type.prototype, Symbol.toStringTag, {get() { reads++; return get.call(this); }});
    }
    const schema = graphql.buildSchema('type Query { books: [Book!]! } type Book { title: String }');
    reads = 0;
    const result = await graphql.graphql({schema, source: '{ books { title } }',
      rootValue: {books: [{title: 'A'}, {title: 'B'}]}});
    console.log(JSON.stringify({reads, errors: result.errors}));`;
  expect(JSON.parse(await printedBy(code))).toEqual({reads: 0});
  const {reads} = JSON.parse(await printedBy(code, {flags: ['--conditions=development']}));
  expect(reads).toBeGreaterThan(100);
});

// ---------------------------------------------------------------------------------------------
// Turning development mode on

test('NODE_OPTIONS=--conditions=development turns development mode on, also in the processes a tool starts', async () => {
  const {stdout} = await runIn(example(dir), shownCommand('NODE_OPTIONS=--conditions=development'));
  expect(JSON.parse(stdout)).toEqual(await readShownJson(`${dir}/mode-development.json`));
  // A tool that starts Node.js itself passes NODE_OPTIONS on.
  const child = await printedBy(
    "import {execFileSync} from 'node:child_process'; console.log(execFileSync(process.execPath, ['mode-check.mjs'], {encoding: 'utf8'}));",
    {env: {NODE_OPTIONS: '--conditions=development'}},
  );
  expect(JSON.parse(child)).toEqual(await readShownJson(`${dir}/mode-development.json`));
});

test('node dev-entry.mjs prints the development line; with a static import it prints the production line', async () => {
  expect(JSON.parse(await runScript(`${dir}/dev-entry.mjs`))).toEqual(
    await readShownJson(`${dir}/mode-development.json`),
  );
  const text = await readSample(`${dir}/dev-entry.mjs`);
  const staticImport = text
    .replace("await import('./mode-check.mjs');", '')
    .replace(
      "import { enableDevMode } from 'graphql';",
      "import { enableDevMode } from 'graphql';\nimport './mode-check.mjs';",
    );
  expect(staticImport).not.toBe(text);
  expect(JSON.parse(await printedBy(staticImport))).toEqual(
    await readShownJson(`${dir}/mode-production.json`),
  );
});

test('isDevModeEnabled() reports the mode, and graphql 17.1.0 exports no function to turn development mode off', async () => {
  expect(Object.keys(graphql).filter((name) => /devmode/i.test(name))).toEqual([
    'enableDevMode',
    'isDevModeEnabled',
  ]);
  expect(graphql.version).toBe('17.1.0');
  const code = "import {isDevModeEnabled} from 'graphql'; console.log(isDevModeEnabled());";
  expect(await printedBy(code)).toBe('false');
  expect(await printedBy(code, {flags: ['--conditions=development']})).toBe('true');
});

test('NODE_ENV=development node mode-check.mjs prints the production line', async () => {
  const command = 'NODE_ENV=development node mode-check.mjs';
  expect(await readPage(page)).toContain(`\`${command}\` prints the\nproduction line`);
  const {stdout} = await runIn(example(dir), command);
  expect(JSON.parse(stdout)).toEqual(await readShownJson(`${dir}/mode-production.json`));
});

// ---------------------------------------------------------------------------------------------
// Bundlers

test('node app.mjs prints the production output the page shows for a production bundle', async () => {
  await expectShownOutput(await runScript(`${dir}/app.mjs`), `${dir}/bundle-production.json`);
});

test('Vite: vite build bundles the regular build; NODE_ENV=development, or a .env file that sets it, the development build', async () => {
  const production = await viteProject();
  await runIn(production, shownCommand('npx vite build'));
  const [productionBundle] = await viteAssets(production);
  const productionCode = await readFile(productionBundle, 'utf8');
  expect(productionCode).not.toContain(devMessage);
  expect(await outputInPage(productionBundle)).toEqual(await readShownJson(`${dir}/bundle-production.json`));

  const development = await viteProject();
  await runIn(development, shownCommand('NODE_ENV=development npx vite build'));
  const [developmentBundle] = await viteAssets(development);
  const developmentCode = await readFile(developmentBundle, 'utf8');
  expect(developmentCode).toContain(devMessage);
  expect(await outputInPage(developmentBundle)).toEqual(
    await readShownJson(`${dir}/bundle-development.json`),
  );

  const withEnvFile = await viteProject();
  await writeFile(path.join(withEnvFile, '.env'), 'NODE_ENV=development\n');
  await runIn(withEnvFile, 'npx vite build');
  expect(await readFile((await viteAssets(withEnvFile))[0], 'utf8')).toContain(devMessage);

  // "a development bundle of the small app is less than a kilobyte larger, minified, most of it the error message"
  const extra = developmentCode.length - productionCode.length;
  expect(extra).toBeGreaterThan(0);
  expect(extra).toBeLessThan(1024);
  const message = /`Cannot use \$\{[^`]*`/.exec(developmentCode)?.[0] ?? '';
  expect(message.length).toBeGreaterThan(extra / 2);
});

test("Vite's dev server serves graphql's development build", async () => {
  // The dev server transforms only files inside the project, so this one gets a copy of app.mjs.
  const project = await linkedProject([], ['index.html', 'app.mjs']);
  const code = `
    import {createServer} from 'vite';
    const server = await createServer({cacheDir: '.vite-cache', logLevel: 'silent', server: {port: 0}});
    await server.listen();
    const url = server.resolvedUrls.local[0];
    const app = await (await fetch(new URL('app.mjs', url))).text();
    const graphqlUrl = /from "([^"]*graphql[^"]*)"/.exec(app)[1];
    const graphqlCode = await (await fetch(new URL(graphqlUrl, url))).text();
    await server.close();
    console.log(JSON.stringify({graphqlUrl, development: graphqlCode.includes(${JSON.stringify(devMessage)})}));`;
  const printed = JSON.parse((await evalModule(code, {cwd: project, env: readerEnv})).trim());
  expect(printed).toEqual({graphqlUrl: expect.stringContaining('graphql'), development: true});
});

test('webpack: mode production bundles the regular build, mode development the development build', async () => {
  await expectBothBuilds(
    ['app.mjs', 'build-webpack.mjs'],
    ['node build-webpack.mjs', 'NODE_ENV=development node build-webpack.mjs'],
  );
});

test("webpack's command-line interface is a package of its own (webpack-cli)", async () => {
  const webpackBin = path.join(siteDir, 'node_modules', 'webpack', 'bin', 'webpack.js');
  // Without webpack-cli, webpack's own command asks whether to install it; with no input, it gives up.
  const {status, stderr} = spawnSync(process.execPath, [webpackBin, '--version'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  expect(status).toBe(1);
  expect(stderr).toContain('CLI for webpack must be installed');
  expect(stderr).toContain('webpack-cli');
});

test('esbuild: a plain build bundles the regular build; --conditions=development,module the development build', async () => {
  const project = await linkedProject(['app.mjs']);
  await runIn(project, shownCommand('npx esbuild app.mjs --bundle --platform=node --format=esm --outfile'));
  const bundle = path.join(project, 'dist', 'app.js');
  const regular = await readFile(bundle, 'utf8');
  expect(regular).not.toContain(devMessage);
  expect(await outputOf(bundle)).toEqual(await readShownJson(`${dir}/bundle-production.json`));

  await runIn(
    project,
    shownCommand('npx esbuild app.mjs --bundle --platform=node --format=esm --conditions'),
  );
  const development = await readFile(bundle, 'utf8');
  expect(development).toContain(devMessage);
  expect(development).toContain('node_modules/graphql/__dev__/index.mjs');
  await expectShownOutput(await bundlePrints(bundle), `${dir}/bundle-development.json`);
});

test('esbuild: with --conditions=development alone on Node.js, graphql comes from its CommonJS files and the bundle is about twice as large', async () => {
  const project = await linkedProject(['app.mjs']);
  const bundle = async (conditions: string[]) => {
    const {outputFiles} = await esbuild({
      absWorkingDir: project,
      entryPoints: ['app.mjs'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      conditions,
      write: false,
    });
    return outputFiles[0].text;
  };
  const withModule = await bundle(['development', 'module']);
  const alone = await bundle(['development']);
  expect(alone).toContain('node_modules/graphql/__dev__/index.js');
  expect(withModule).not.toContain('node_modules/graphql/__dev__/index.js');
  const ratio = alone.length / withModule.length;
  expect(ratio).toBeGreaterThan(1.6);
  expect(ratio).toBeLessThan(2.4);
  // All of graphql's CommonJS code comes along, used or not: findBreakingChanges is not used by app.mjs.
  const unused = 'defaultValue was removed.';
  expect(alone).toContain(unused);
  expect(withModule).not.toContain(unused);
});

test('Rollup: with node-resolve the regular build; exportConditions development the development build', async () => {
  await expectBothBuilds(
    ['app.mjs', 'rollup.config.mjs'],
    ['npx rollup --config', 'NODE_ENV=development npx rollup --config'],
  );
});

test('Rollup: node-resolve adds the development condition itself when NODE_ENV is set to anything but production', async () => {
  expect(await pageText()).toContain(
    'the development build for `NODE_ENV=staging` as much as for `NODE_ENV=development`',
  );
  const project = await linkedProject(['app.mjs', 'rollup.config.mjs']);
  await runIn(project, shownCommand('npx rollup --config'), {NODE_ENV: 'staging'});
  await expectBundle(path.join(project, 'dist', 'app.js'), 'development');
  await runIn(project, shownCommand('npx rollup --config'), {NODE_ENV: 'production'});
  await expectBundle(path.join(project, 'dist', 'app.js'), 'production');
});

test("Rollup: without @rollup/plugin-node-resolve, the output keeps import ... from 'graphql'", async () => {
  const bundle = await rollup({input: example(`${dir}/app.mjs`), onwarn: () => {}});
  const {output} = await bundle.generate({format: 'es'});
  await bundle.close();
  expect(output[0].code).toMatch(/^import \{[^}]*\} from 'graphql';$/m);
  expect(output[0].code).not.toContain('GraphQLSchema');
});

// ---------------------------------------------------------------------------------------------
// Next.js: one build, and the dev server

/** A Next.js project in the OS's temp directory. Turbopack reads no file outside its project (links
 * included), so the app is copied and node_modules is hard-linked: the files are the installed ones. */
async function nextProject(): Promise<string> {
  const project = await mkdtemp(path.join(os.tmpdir(), 'going-to-production-next-'));
  projects.push(project);
  await promisify(execFile)('cp', [
    '-al',
    path.join(siteDir, 'node_modules'),
    path.join(project, 'node_modules'),
  ]);
  await cp(example(`${dir}/next/app`), path.join(project, 'app'), {recursive: true});
  await writeFile(path.join(project, 'package.json'), '{"private": true}\n');
  return project;
}

const nextEnv = {NEXT_TELEMETRY_DISABLED: '1'};

/** The JSON the page renders into `<pre id="report">`. */
function reportIn(html: string): unknown {
  const text = /<pre id="report">(.*?)<\/pre>/.exec(html)?.[1];
  if (text === undefined) throw new Error(`No report in: ${html.slice(0, 500)}`);
  return JSON.parse(text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'));
}

test('the Next.js page and layout render the data the page shows, also outside Next.js', async () => {
  const {default: Page} = await import('../../guides/going-to-production/next/app/page.jsx');
  const {default: Layout} = await import('../../guides/going-to-production/next/app/layout.jsx');
  const report = Page();
  expect(report.props.id).toBe('report');
  // The mode is Vitest's business here; the build below checks it.
  const {data} = (await readShownJson(`${dir}/next-production.json`)) as {data: unknown};
  expect(JSON.parse(report.props.children)).toEqual({devMode: expect.any(Boolean), data});
  const html = Layout({children: report});
  expect(html.props.children.props.children).toBe(report);
});

test(
  'Next.js: next build (Turbopack) renders the page with the regular build; next dev with the development build',
  {timeout: 240_000},
  async () => {
    const project = await nextProject();
    const {stdout} = await runIn(project, shownCommand('npx next build'), nextEnv);
    expect(stdout).toContain('(Turbopack)');
    expect(
      reportIn(await readFile(path.join(project, '.next', 'server', 'app', 'index.html'), 'utf8')),
    ).toEqual(await readShownJson(`${dir}/next-production.json`));
    // graphql is bundled into the page's server code, without the development check.
    const serverCode = await Promise.all(
      (await readdir(path.join(project, '.next', 'server'), {recursive: true}))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(path.join(project, '.next', 'server', file), 'utf8')),
    );
    expect(serverCode.some((code) => code.includes('GraphQLSchema'))).toBe(true);
    expect(serverCode.filter((code) => code.includes(devMessage))).toEqual([]);

    expect(reportIn(await nextDevPage(project))).toEqual(await readShownJson(`${dir}/next-development.json`));
  },
);

/** Starts `next dev` in a project, fetches its page, and stops it. */
async function nextDevPage(project: string): Promise<string> {
  const port = await freePort();
  const next = path.join(project, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = {...process.env, ...nextEnv, NODE_ENV: undefined};
  const child = spawn(process.execPath, [next, 'dev', '--port', String(port)], {
    cwd: project,
    env,
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ready')) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`next dev exited with ${code}:\n${output}`)));
    });
    return await (await fetch(`http://127.0.0.1:${port}/`)).text();
  } finally {
    // next dev starts a server process of its own: stop the whole group this test started.
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Checking a bundle, and graphql 16

test('a production bundle keeps the check when the code calls enableDevMode()', async () => {
  const project = await linkedProject(['dev-entry.mjs', 'mode-check.mjs']);
  const {outputFiles} = await esbuild({
    absWorkingDir: project,
    entryPoints: ['dev-entry.mjs'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    minify: true,
    write: false,
  });
  expect(outputFiles[0].text).toContain(devMessage);
});

/** The page's text with its lines joined, to find a sentence that a line break may split. */
const pageText = async () => (await readPage(page)).replace(/\s+/g, ' ');

/** app.mjs as CommonJS code that loads graphql with require(). */
const appWithRequire = async () =>
  (await readSample(`${dir}/app.mjs`)).replace(
    "import { buildSchema, graphqlSync, isDevModeEnabled } from 'graphql';",
    "const { buildSchema, graphqlSync, isDevModeEnabled } = require('graphql');",
  );

/** A project for a bundle that is not one of the page's: app.mjs linked, and `files` written. */
async function bundleProject(files: Record<string, string>): Promise<string> {
  const project = await sampleProject(dir, {links: ['app.mjs'], files});
  projects.push(project);
  return project;
}

/** Whether a bundle holds the development check's message, and what it prints. */
async function inspectBundle(bundle: string, run: (file: string) => Promise<unknown> = outputOf) {
  return {check: (await readFile(bundle, 'utf8')).includes(devMessage), output: await run(bundle)};
}

test("graphql 17: a bundle of its CommonJS files keeps the check's message with development mode off (esbuild, webpack, Vite); Rollup always takes the ES modules", async () => {
  const production = await readShownJson(`${dir}/bundle-production.json`);
  const kept = {check: true, output: production};
  const cjsPath = path.join('node_modules', 'graphql', 'index.js');
  // graphql's package.json: node and require lead to the CommonJS files, and module comes before them.
  const {exports} = JSON.parse(await readFile(path.join(graphqlDir, 'package.json'), 'utf8'));
  const conditions = Object.keys(exports['.'].default);
  expect(exports['.'].default).toMatchObject({
    module: './index.mjs',
    node: './index.js',
    require: './index.js',
  });
  expect(conditions.indexOf('module')).toBeLessThan(conditions.indexOf('node'));
  expect(conditions.indexOf('module')).toBeLessThan(conditions.indexOf('require'));

  // esbuild on Node.js with conditions of its own and no `module`.
  const esbuildProject = await bundleProject({});
  await esbuild({
    absWorkingDir: esbuildProject,
    entryPoints: ['app.mjs'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['production'],
    outfile: 'dist/app.js',
  });
  const esbuildBundle = path.join(esbuildProject, 'dist', 'app.js');
  expect(await readFile(esbuildBundle, 'utf8')).toContain(cjsPath);
  expect(await inspectBundle(esbuildBundle)).toEqual(kept);

  // webpack with conditionNames that list node and not module, run by a copy of the page's build-webpack.mjs.
  const webpackProject = await sampleProject(dir, {
    links: ['app.mjs'],
    copies: ['build-webpack.mjs'],
    files: {
      'webpack.config.mjs': `import path from 'node:path';
        export default {mode: 'production', target: 'node', entry: './app.mjs',
          resolve: {conditionNames: ['node', 'import']},
          output: {path: path.resolve('dist'), filename: 'app.js'}};`,
    },
  });
  projects.push(webpackProject);
  await runIn(webpackProject, 'node build-webpack.mjs');
  expect(await inspectBundle(path.join(webpackProject, 'dist', 'app.js'))).toEqual(kept);

  // Vite with resolve.conditions listing node and not module.
  const viteConditions = await linkedProject(['app.mjs'], ['index.html']);
  await writeFile(
    path.join(viteConditions, 'vite.config.mjs'),
    "export default {resolve: {conditions: ['node']}};\n",
  );
  await runIn(viteConditions, 'npx vite build');
  expect(await inspectBundle((await viteAssets(viteConditions))[0], outputInPage)).toEqual(kept);

  // Rollup: node-resolve adds module whatever exportConditions lists. It reads NODE_ENV when it is created (see
  // the Rollup test above), and Vitest sets it: unset here, as in a reader's shell.
  const nodeEnv = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  let plugin: Plugin;
  try {
    plugin = nodeResolve({exportConditions: ['node', 'require']}) as Plugin;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const rollupBundle = await rollup({input: example(`${dir}/app.mjs`), plugins: [plugin]});
  const {output} = await rollupBundle.generate({format: 'es'});
  await rollupBundle.close();
  const graphqlFiles = Object.keys(output[0].modules).filter((id) => id.startsWith(graphqlDir));
  expect(graphqlFiles.length).toBeGreaterThan(10);
  expect(graphqlFiles.filter((id) => !id.endsWith('.mjs'))).toEqual([]);
  expect(output[0].code).not.toContain(devMessage);

  const shown = await pageText();
  expect(shown).toContain(
    'such as `--conditions=production`; webpack when its `resolve.conditionNames` are such a list; Vite when its `resolve.conditions` are.',
  );
  expect(shown).toContain(
    '`@rollup/plugin-node-resolve` always adds `module`, whatever its `exportConditions` list, so Rollup bundles the ES modules.',
  );
});

test("graphql 17: require('graphql') keeps the check's message in esbuild and Vite bundles, with development mode off; webpack leaves it out", async () => {
  const production = await readShownJson(`${dir}/bundle-production.json`);
  expect(await pageText()).toContain(
    'esbuild and Vite then keep every module of graphql, the check among them. webpack resolves the ES modules for a `require` as well, and leaves the check out.',
  );
  const code = await appWithRequire();
  expect(code).toContain("require('graphql')");

  const project = await bundleProject({'app.cjs': code});
  await esbuild({
    absWorkingDir: project,
    entryPoints: ['app.cjs'],
    bundle: true,
    platform: 'node',
    outfile: 'dist/app.js',
  });
  expect(await inspectBundle(path.join(project, 'dist', 'app.js'))).toEqual({
    check: true,
    output: production,
  });

  const viteRequire = await bundleProject({
    'app.cjs': code,
    'index.html': (await readSample(`${dir}/index.html`)).replace('/app.mjs', '/app.cjs'),
  });
  await runIn(viteRequire, 'npx vite build');
  expect(await inspectBundle((await viteAssets(viteRequire))[0], outputInPage)).toEqual({
    check: true,
    output: production,
  });

  const webpackProject = await sampleProject(dir, {
    copies: ['build-webpack.mjs'],
    files: {
      'app.cjs': code,
      'webpack.config.mjs': `import path from 'node:path';
        export default {mode: 'production', entry: './app.cjs', output: {path: path.resolve('dist'), filename: 'app.js'}};`,
    },
  });
  projects.push(webpackProject);
  await runIn(webpackProject, 'node build-webpack.mjs');
  expect(await inspectBundle(path.join(webpackProject, 'dist', 'app.js'))).toEqual({
    check: false,
    output: production,
  });
});

test('graphql 16: development mode unless NODE_ENV is production', async () => {
  expect(JSON.parse(await runScript(`${dir}/mode-check.mjs`, [], {graphql: 16}))).toEqual(
    await readShownJson(`${dir}/mode-development.json`),
  );
  const production = await runNode(['mode-check.mjs'], {
    cwd: example(dir),
    env: {NODE_ENV: 'production'},
    graphql: 16,
  });
  expect(JSON.parse(production.stdout)).toEqual(await readShownJson(`${dir}/mode-production.json`));
  expect(await readPage(page)).toContain('`NODE_ENV=production node mode-check.mjs` the production one');
});

/** A project with graphql 16 installed as `graphql`, and a copy of mode-check.mjs that imports it. */
async function graphql16Project(): Promise<string> {
  const project = await mkdtemp(path.join(os.tmpdir(), 'going-to-production-16-'));
  projects.push(project);
  const modules = path.join(project, 'node_modules');
  await mkdir(modules);
  await symlink(path.join(siteDir, 'node_modules', 'graphql-16'), path.join(modules, 'graphql'));
  for (const name of ['rollup', '@rollup', 'webpack'])
    await symlink(path.join(siteDir, 'node_modules', name), path.join(modules, name));
  await cp(example(`${dir}/mode-check.mjs`), path.join(project, 'mode-check.mjs'));
  await symlink(example(`${dir}/rollup-v16.config.mjs`), path.join(project, 'rollup-v16.config.mjs'));
  return project;
}

/** What a script prints where there is no `process`, as in a browser. */
function outputWithoutProcess(code: string): unknown {
  const lines: string[] = [];
  vm.runInNewContext(code, {console: {log: (line: string) => lines.push(line)}});
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]);
}

test('graphql 16 in a browser bundle: production mode only when both expressions are replaced', async () => {
  const project = await graphql16Project();
  const rollupBin = path.join(siteDir, 'node_modules', 'rollup', 'dist', 'bin', 'rollup');
  const {code, stderr} = await runNode([rollupBin, '--config', 'rollup-v16.config.mjs'], {
    cwd: project,
    env: readerEnv,
  });
  expect(code, stderr).toBe(0);
  const bundle = await readFile(path.join(project, 'dist', 'mode-check.js'), 'utf8');
  expect(outputWithoutProcess(bundle)).toEqual(await readShownJson(`${dir}/mode-production.json`));
  // With both replaced, Rollup removes the development branch, message and all.
  expect(bundle).not.toContain(devMessage);

  // The same build without the line that replaces globalThis.process.
  const nodeEnvOnly = await rollup({
    input: path.join(project, 'mode-check.mjs'),
    plugins: [
      nodeResolve({browser: true}) as Plugin,
      replace({
        preventAssignment: true,
        values: {'process.env.NODE_ENV': JSON.stringify('production')},
      }) as Plugin,
    ],
  });
  const {output} = await nodeEnvOnly.generate({format: 'iife'});
  await nodeEnvOnly.close();
  expect(outputWithoutProcess(output[0].code)).toEqual(await readShownJson(`${dir}/mode-development.json`));
  expect(output[0].code).toContain(devMessage);
});

test('graphql 16: webpack production mode with globalThis.process replaced removes the check from its ES modules and its CommonJS files; esbuild keeps it', async () => {
  expect(await pageText()).toContain(
    "webpack's production mode does too, from either kind of file, once a `DefinePlugin` replaces `globalThis.process`: the mode replaces `process.env.NODE_ENV` itself. esbuild does not:",
  );
  const project = await graphql16Project();
  await cp(example(`${dir}/build-webpack.mjs`), path.join(project, 'build-webpack.mjs'));
  const productionLine = await readShownJson(`${dir}/mode-production.json`);
  // A function that graphql 16's CommonJS files bring along although mode-check.mjs never calls it.
  const unused = 'defaultValue was removed.';
  const builds = [
    {mainFields: ['module', 'main'], define: true},
    {mainFields: ['main'], define: true},
    {mainFields: ['module', 'main'], define: false},
  ];
  for (const {mainFields, define} of builds) {
    await writeFile(
      path.join(project, 'webpack.config.mjs'),
      `import path from 'node:path';
       import webpack from 'webpack';
       export default {mode: 'production', entry: './mode-check.mjs',
         output: {path: path.resolve('dist'), filename: 'mode-check.js'},
         resolve: {mainFields: ${JSON.stringify(mainFields)}},
         plugins: ${define ? "[new webpack.DefinePlugin({'globalThis.process': 'true'})]" : '[]'}};`,
    );
    await runIn(project, 'node build-webpack.mjs');
    const code = await readFile(path.join(project, 'dist', 'mode-check.js'), 'utf8');
    const build = JSON.stringify({mainFields, define});
    expect(code.includes(unused), `${build} resolves the CommonJS files`).toBe(mainFields[0] === 'main');
    expect(code.includes(devMessage), build).toBe(!define);
    // Without process, as in a browser: production mode only with globalThis.process replaced.
    expect(outputWithoutProcess(code), build).toEqual(
      define ? productionLine : await readShownJson(`${dir}/mode-development.json`),
    );
  }

  const {outputFiles} = await esbuild({
    absWorkingDir: project,
    entryPoints: ['mode-check.mjs'],
    bundle: true,
    format: 'iife',
    minify: true,
    define: {'globalThis.process': 'true', 'process.env.NODE_ENV': JSON.stringify('production')},
    write: false,
  });
  const code = outputFiles[0].text;
  expect(code).toContain(devMessage);
  expect(outputWithoutProcess(code)).toEqual(productionLine);
});

test("replacing globalThis.process in a graphql 17 bundle turns off graphql's tracing channels", async () => {
  const project = await linkedProject([]);
  await writeFile(
    path.join(project, 'parse-events.mjs'),
    `import diagnostics from 'node:diagnostics_channel';
     import {parse} from 'graphql';
     let events = 0;
     diagnostics.subscribe('tracing:graphql:parse:start', () => events++);
     parse('{ greeting }');
     console.log(events);`,
  );
  const eventsIn = async (plugins: Plugin[]) => {
    const bundle = await rollup({
      input: path.join(project, 'parse-events.mjs'),
      external: ['node:diagnostics_channel'],
      plugins: [nodeResolve() as Plugin, ...plugins],
    });
    await bundle.write({file: path.join(project, 'dist', 'parse-events.mjs'), format: 'es'});
    await bundle.close();
    return outputOf(path.join(project, 'dist', 'parse-events.mjs'));
  };
  expect(await eventsIn([])).toBe(1);
  expect(
    await eventsIn([replace({preventAssignment: true, values: {'globalThis.process': 'true'}}) as Plugin]),
  ).toBe(0);
});
