import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  HYDRATED_ATTRIBUTE,
  NAVBAR_SEARCH_INPUT_ID,
  SEARCH_INDEX_FILE,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
} from '../../shared/constants';
import DialogLoadFailure from './DialogLoadFailure';
import DialogShell from './DialogShell';
import type {SearchDraft} from './modal';
import styles from './styles.module.css';

// Everything else of search (the dialog, the `search` chunk with MiniSearch, the index) loads when the reader
// reaches for it: the search form's focus starts the download, and opening the dialog shows a shell with a live input
// until it has loaded. The chunk names are what the first-query budget counts (plugins/client-bundle's
// chunkGroups).
const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ '../SearchDialog');

/** Whether a key press goes to something the reader is typing in, where `/` must stay a slash. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** What the button and the input say they do once hydrated: open the dialog, as the shortcuts do. */
const opensDialog = {'aria-haspopup': 'dialog', 'aria-keyshortcuts': 'Control+K Meta+K /'} as const;

function SearchIcon(): ReactNode {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navbar's search: a real form from the server-rendered HTML (a search box on desktop, an icon on phones whose
 * input shows once focused) that submits to `/search?q=` without JavaScript. Before hydration, `Ctrl+K`, `⌘K`
 * and `/` focus its input (the early script, `shared/earlyShortcuts.ts`), and what the reader types stays in it;
 * once hydrated, that text opens the dialog, which takes it over, caret and all. After hydration the input opens
 * the dialog as the reader types or clicks in it, and the shortcuts open it from anywhere (`/` from anywhere but a
 * text field).
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  // A lazy component keeps a failed load for good; Retry makes a new one, which loads the chunk again.
  const [SearchDialog, setSearchDialog] = useState(() => lazy(loadDialog));
  // Known only in the browser, after hydration; the server renders the more common label.
  const isApple = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // The navbar input's text when the dialog opened: the shell starts from it, and the dialog takes it if the
  // shell never showed (its code was already loaded).
  const draft = useRef<SearchDraft | null>(null);
  // The shell's input, kept once the shell is gone (a callback ref is called with null then): it starts with the
  // navbar input's text, and the dialog takes over what the reader typed in it as it mounts, in the same commit,
  // so no key falls between the two.
  const shellInput = useRef<HTMLInputElement | null>(null);
  const keepShellInput = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    shellInput.current = input;
    const typed = draft.current;
    if (!typed) return;
    input.value = typed.value;
    input.setSelectionRange(typed.selectionStart, typed.selectionEnd, typed.selectionDirection ?? undefined);
  }, []);
  const takeDraft = useCallback(() => {
    const taken = shellInput.current ?? draft.current;
    shellInput.current = null;
    draft.current = null;
    return taken;
  }, []);
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);
  const searchPageUrl = useBaseUrl(SEARCH_PAGE_PATH);

  const preload = useCallback(() => {
    loadDialog()
      .then(() => import('../SearchResults/searchClient'))
      .then((client) => client.fetchSearchIndex(indexUrl))
      // The dialog reports an unavailable index when it opens; a preload has no one to tell.
      .catch(() => undefined);
  }, [indexUrl]);

  const openDialog = useCallback(
    (returnTo: Element | null) => {
      const input = inputRef.current;
      // A copy: the navbar's input is emptied when the dialog closes.
      draft.current = input?.value
        ? {
            value: input.value,
            selectionStart: input.selectionStart,
            selectionEnd: input.selectionEnd,
            selectionDirection: input.selectionDirection,
          }
        : null;
      // Focus returns to the button: the input would open the dialog again.
      returnFocusTo.current = returnTo instanceof HTMLElement && returnTo !== input ? returnTo : null;
      shellInput.current = null;
      preload();
      setOpen(true);
    },
    [preload],
  );

  const closeDialog = useCallback(() => {
    if (inputRef.current) inputRef.current.value = '';
    setOpen(false);
  }, []);

  // Focus goes back once the dialog has left the DOM: until then, the modal keeps the page inert.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open || !wasOpen.current) {
      wasOpen.current = open;
      return;
    }
    wasOpen.current = false;
    const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : buttonRef.current;
    target?.focus();
  }, [open]);

  // Hydrated: the shortcuts are this component's from now on, and what the reader typed or focused before opens
  // the dialog with it.
  useEffect(() => {
    formRef.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
    const input = inputRef.current;
    if (input && (input.value || document.activeElement === input)) openDialog(null);
    // Once, as the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || open) return;
      const commandK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (commandK || slash) {
        event.preventDefault();
        openDialog(document.activeElement);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openDialog]);

  return (
    <>
      <form
        ref={formRef}
        role="search"
        // Named, so that screen readers tell it from a page's own search landmark (the 404 page's, /search's,
        // the API overview's filter): two unnamed search landmarks on one page are indistinguishable.
        aria-label="Site"
        action={searchPageUrl}
        method="get"
        className={styles.form}
        onFocus={preload}
        onSubmit={(event) => {
          event.preventDefault();
          openDialog(buttonRef.current);
        }}
      >
        <button ref={buttonRef} type="submit" className={styles.button} aria-label="Search" {...opensDialog}>
          <SearchIcon />
        </button>
        <input
          ref={inputRef}
          id={NAVBAR_SEARCH_INPUT_ID}
          name={SEARCH_QUERY_PARAM}
          type="search"
          className={styles.input}
          aria-label="Search"
          {...opensDialog}
          placeholder="Search"
          autoComplete="off"
          spellCheck={false}
          onInput={() => openDialog(inputRef.current)}
          onClick={() => openDialog(inputRef.current)}
        />
        <kbd className={styles.shortcut} aria-hidden="true">
          {isApple ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </form>
      {open && (
        // If the dialog's code cannot load (offline, or a tab older than the site's last deploy), a message with
        // Retry takes its place and the page stays as it was.
        <ErrorBoundary
          fallback={({tryAgain}) => (
            <DialogLoadFailure
              onClose={closeDialog}
              onRetry={() => {
                setSearchDialog(() => lazy(loadDialog));
                tryAgain();
              }}
            />
          )}
        >
          <Suspense fallback={<DialogShell inputRef={keepShellInput} onClose={closeDialog} />}>
            <SearchDialog onClose={closeDialog} takeDraft={takeDraft} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
