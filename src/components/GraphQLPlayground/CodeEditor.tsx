import {useEffect, useRef, type ReactNode} from 'react';
import {autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap} from '@codemirror/autocomplete';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {json, jsonParseLinter} from '@codemirror/lang-json';
import {bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {linter, lintKeymap, setDiagnostics, type Diagnostic} from '@codemirror/lint';
import {EditorState, Prec, type Extension} from '@codemirror/state';
import {drawSelection, EditorView, keymap, lineNumbers} from '@codemirror/view';
import {tags} from '@lezer/highlight';
import {graphql, graphqlLanguageSupport, updateSchema} from 'cm6-graphql';
import type {GraphQLSchema} from 'graphql';
import type {ExampleFile, LocatedError} from '../ExampleWorker/locate';
import styles from './editor.module.css';

export interface CodeEditorProps {
  file: ExampleFile;
  /** The text the editor starts with; from then on the editor owns it and reports edits via onChange. */
  initialValue: string;
  onChange: (value: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** Where the last run failed in this file; shown as underlined diagnostics. */
  errors: LocatedError[];
  /** The example's schema, for completion and live validation in the query. */
  schema?: GraphQLSchema;
  onRun: () => void;
  autoFocus?: boolean;
}

// Colours come from CSS variables (editor.module.css), so the editor follows the site's light/dark switch.
const highlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.definitionKeyword, tags.modifier, tags.operatorKeyword],
    color: 'var(--pg-keyword)',
  },
  {tag: [tags.string, tags.special(tags.string)], color: 'var(--pg-string)'},
  {tag: [tags.number, tags.integer, tags.float, tags.bool, tags.null], color: 'var(--pg-number)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--pg-comment)', fontStyle: 'italic'},
  {tag: [tags.atom, tags.typeName, tags.className], color: 'var(--pg-type)'},
  {tag: [tags.propertyName, tags.function(tags.variableName)], color: 'var(--pg-property)'},
  {tag: [tags.variableName, tags.attributeName, tags.special(tags.name)], color: 'var(--pg-variable)'},
]);

function languageOf(file: ExampleFile, schema: GraphQLSchema | undefined): Extension {
  switch (file) {
    case 'query':
      return graphql(schema);
    case 'schema':
      return graphqlLanguageSupport();
    case 'resolvers':
      return javascript();
    case 'variables':
      return [json(), linter(jsonParseLinter())];
  }
}

function toDiagnostics(state: EditorState, errors: LocatedError[]): Diagnostic[] {
  return errors.flatMap((error) =>
    (error.locations.length > 0 ? error.locations : [{line: 1, column: 1}]).map(({line, column}) => {
      const docLine = state.doc.line(Math.min(Math.max(line, 1), state.doc.lines));
      const from = Math.min(docLine.from + column - 1, docLine.to);
      // Underline the word at the place, or one character when there is none (e.g. at the end of the file).
      const word = state.wordAt(from);
      const to = word && word.from === from ? word.to : Math.min(from + 1, state.doc.length);
      return {from, to: Math.max(to, from), severity: 'error', message: error.message};
    }),
  );
}

/**
 * One CodeMirror 6 editor. It is never handed its text again after creation: pushing `value` back in from an
 * effect races the reader's typing (an effect for an older keystroke can run after a newer one and rewrite
 * the text, which reports a change, which queues another effect...). Reset gives it a new key instead.
 */
export default function CodeEditor({
  file,
  initialValue,
  onChange,
  label,
  errors,
  schema,
  onRun,
  autoFocus,
}: CodeEditorProps): ReactNode {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The editor is built once; these refs let its handlers see the latest props.
  const latest = useRef({onChange, onRun});
  useEffect(() => {
    latest.current = {onChange, onRun};
  });

  useEffect(() => {
    const editor = new EditorView({
      parent: parent.current!,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          syntaxHighlighting(highlightStyle),
          // Above the default keymap, where Mod-Enter would insert a blank line.
          Prec.highest(keymap.of([{key: 'Mod-Enter', run: () => (latest.current.onRun(), true)}])),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...historyKeymap,
            ...completionKeymap,
            ...lintKeymap,
          ]),
          // An explicit tabindex: contenteditable is focusable anyway, but checkers of scrollable regions
          // (axe's scrollable-region-focusable) only count elements that say so.
          EditorView.contentAttributes.of({'aria-label': label, tabindex: '0'}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          languageOf(file, schema),
        ],
      }),
    });
    view.current = editor;
    if (autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Built once per file; schema and errors are synchronised by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, label]);

  useEffect(() => {
    if (view.current && file === 'query') updateSchema(view.current, schema);
  }, [file, schema]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, toDiagnostics(editor.state, errors)));
  }, [errors]);

  return <div ref={parent} className={styles.editor} data-file={file} />;
}
