import {use, useEffect, useSyncExternalStore} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {highlightToHtml} from '../../../shared/highlight';

type Highlight = typeof highlightToHtml;

let highlight: Highlight | undefined;
let loading: Promise<Highlight> | undefined;
const listeners = new Set<() => void>();

/** Prism and the site's grammars: a chunk of their own, loaded once. */
function loadHighlighter(): Promise<Highlight> {
  loading ??= import(/* webpackChunkName: "highlighter" */ '../../../shared/highlight').then((module) => {
    highlight = module.highlightToHtml;
    listeners.forEach((listener) => listener());
    return highlight;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getHighlight = () => highlight;

/**
 * The highlighter, once loaded. The server renders every block highlighted, so it waits for it. In the
 * browser, the blocks of a prerendered page keep the server's markup through hydration (see index.tsx), and
 * the highlighter loads only when a block renders later (`needed`: another page, a playground result), which
 * shows its lines unhighlighted until it arrives.
 */
export function useHighlighter(needed: boolean): Highlight | undefined {
  const loaded = useSyncExternalStore(subscribe, getHighlight, getHighlight);
  useEffect(() => {
    if (needed && !loaded) void loadHighlighter();
  }, [needed, loaded]);
  return ExecutionEnvironment.canUseDOM ? loaded : use(loadHighlighter());
}
