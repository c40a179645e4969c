import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {Kind, parse, print, visit, type DefinitionNode} from 'graphql';
import {isInstallCommand, shellLanguages, shownCommands, siteDir, type Page} from './pages';
import type {RunKind} from './recording/workerRuns';

/** One record of something a sample test ran (see recording/runs.mjs). */
export interface SampleRun {
  test: string;
  kind: RunKind;
  value: string;
}

const scriptExtensions = new Set(['.mjs', '.js', '.cjs', '.jsx', '.ts', '.mts']);
const executableKinds = new Set<string>([Kind.OPERATION_DEFINITION, Kind.FRAGMENT_DEFINITION]);
/** Shown operations and recorded ones may use syntax that graphql parses only on request (fragment arguments). */
const experimentalSyntax = {experimentalFragmentArguments: true};

/**
 * What a page shows that its own test did not execute, one sentence per file or command, naming the
 * page (and line) and the file. Executed means:
 * - a script (`.mjs`, …): evaluated, imported by the test or run as a process, directly or through
 *   another sample;
 * - an operation (`.graphql` with operations or fragments): executed by graphql, or rejected by its
 *   validation, as one document that holds every definition of the file (clients that keep fragments
 *   in files of their own send a file together with the fragment files it uses);
 * - a schema (`.graphql` with type definitions): each definition is part of a schema an operation ran
 *   against;
 * - a JSON file: compared in an assertion with a value read by `readShownJson`, or with what a script
 *   printed (`expectShownOutput`), or sent as the variables of an operation;
 * - a file shown as a script's output (a block titled "Output…"): also compared, as text, with what the
 *   script printed (`expectShownOutput`);
 * - a shell command: run as shown; only install commands (`npm install`, `npm ci`, `npx`) may be left
 *   alone. Any other code written in the page itself is a problem: it belongs in a file under examples/.
 */
export function unexecutedBlocks(page: Page, runs: SampleRun[]): string[] {
  const values = (kind: RunKind) =>
    runs.filter((run) => run.test === page.testFile && run.kind === kind).map((run) => run.value);
  const modules = new Set(values('module'));
  const comparedJson = new Set(values('json'));
  const printedAsShown = new Set(values('output'));
  const variables = values('variables').map((json): unknown => JSON.parse(json));
  // graphql ran these operations, some with experimental syntax that its parser accepts only on request.
  const operations = values('operation').map(
    (source) => new Set(parse(source, experimentalSyntax).definitions.map((definition) => print(definition))),
  );
  const schemaDefinitions = new Set(
    values('schema').flatMap((sdl) => parse(sdl).definitions.map(printDefinition)),
  );
  const commands = new Set(values('command'));
  const never = `but ${page.testFile} never`;

  const problems = page.shownFiles.flatMap((file): string[] => {
    const shown = `${page.source} shows ${path.relative(siteDir, file)}`;
    // A script's output compared with what the script printed, whatever its format (JSON Lines, SDL).
    if (printedAsShown.has(file)) return [];
    const extension = path.extname(file);
    if (scriptExtensions.has(extension)) {
      return modules.has(file) ? [] : [`${shown}, ${never} ran it (import it, or run it as a process)`];
    }
    if (extension === '.json') {
      const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
      const used =
        comparedJson.has(file) ||
        printedAsShown.has(file) ||
        variables.some((sent) => isDeepStrictEqual(sent, value));
      return used
        ? []
        : [`${shown}, ${never} compared it with a result (readShownJson) or sent it as variables`];
    }
    if (extension === '.graphql') {
      const {definitions} = parse(readFileSync(file, 'utf8'), experimentalSyntax);
      if (definitions.some((definition) => executableKinds.has(definition.kind))) {
        const printed = definitions.map((definition) => print(definition));
        return operations.some((operation) => printed.every((definition) => operation.has(definition)))
          ? []
          : [`${shown}, ${never} executed it`];
      }
      const missing = definitions.filter((definition) => !schemaDefinitions.has(printDefinition(definition)));
      return missing.length === 0
        ? []
        : [`${shown}, ${never} ran an operation against a schema with ${missing.map(nameOf).join(', ')}`];
    }
    return [`${shown}: only .mjs, .graphql and .json samples can be checked for execution`];
  });

  for (const output of page.outputs) {
    const file = path.relative(siteDir, output.file);
    const shown = `${page.source}:${output.line} shows ${file} as "${output.title}"`;
    if (!printedAsShown.has(output.file)) {
      problems.push(
        `${shown}, ${never} compared it with what the script prints (expectShownOutput): a parsed value hides the text readers see`,
      );
    }
  }

  for (const block of page.inlineBlocks) {
    if (!shellLanguages.has(block.language)) {
      problems.push(
        `${page.source}:${block.line} has inline ${block.language || 'plain'} code: move it into a file under examples/ that ${page.testFile} executes`,
      );
    }
  }
  for (const command of shownCommands(page)) {
    if (!isInstallCommand(command.text) && !commands.has(command.text)) {
      problems.push(`${page.source}:${command.line} shows \`${command.text}\`, ${never} ran it`);
    }
  }
  return problems;
}

/**
 * A type definition as text to compare: a file may write a description as `"..."` where graphql's
 * printSchema writes `"""..."""`, so strings are compared by their value, not by their quotes.
 */
function printDefinition(definition: DefinitionNode): string {
  return print(visit(definition, {StringValue: (node) => ({...node, block: false})}));
}

function nameOf(definition: DefinitionNode): string {
  return 'name' in definition && definition.name ? definition.name.value : definition.kind;
}
