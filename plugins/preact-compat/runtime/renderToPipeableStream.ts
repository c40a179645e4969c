import type {Writable} from 'node:stream';
import type {VNode} from 'preact';
import {renderToString} from 'preact-render-to-string';

interface Callbacks {
  onAllReady?: () => void;
  onError?: (error: unknown) => void;
}

/**
 * The `react-dom/server` function Docusaurus prerenders pages with, on Preact. preact's own streaming
 * renderer replaces a component that throws with nothing and carries on, so a page would be published
 * with content missing; `renderToString` throws, and the error fails the build naming the page.
 */
export function renderToPipeableStream(app: VNode, {onAllReady, onError}: Callbacks) {
  let html = '';
  try {
    html = renderToString(app);
    queueMicrotask(() => onAllReady?.());
  } catch (error) {
    queueMicrotask(() => onError?.(error));
  }
  return {
    pipe<T extends Writable>(destination: T): T {
      destination.end(html);
      return destination;
    },
  };
}
