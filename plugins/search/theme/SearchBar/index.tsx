import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {SEARCH_INDEX_FILE} from '../../shared/constants';
import DialogLoadFailure from './DialogLoadFailure';
import DialogShell from './DialogShell';
import styles from './styles.module.css';

// Everything else of search (the dialog, the `search` chunk with MiniSearch, the index) loads when the reader
// reaches for it: the button's focus starts the download, and opening the dialog shows a shell with a live input
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

function SearchIcon(): ReactNode {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navbar's search button (a search box on desktop, an icon on phones) and its dialog.
 * `Ctrl+K` / `Cmd+K` open it from anywhere, `/` from anywhere but a text field.
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  // A lazy component keeps a failed load for good; Retry makes a new one, which loads the chunk again.
  const [SearchDialog, setSearchDialog] = useState(() => lazy(loadDialog));
  // Known only in the browser, after hydration; the server renders the more common label.
  const isApple = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // The shell's input, kept once the shell is gone (a callback ref is called with null then): the dialog takes
  // over what the reader typed in it as it mounts, in the same commit, so no key falls between the two.
  const shellInput = useRef<HTMLInputElement | null>(null);
  const keepShellInput = useCallback((input: HTMLInputElement | null) => {
    if (input) shellInput.current = input;
  }, []);
  const takeShellInput = useCallback(() => {
    const input = shellInput.current;
    shellInput.current = null;
    return input;
  }, []);
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);

  const preload = useCallback(() => {
    loadDialog()
      .then(() => import('../SearchResults/searchClient'))
      .then((client) => client.fetchSearchIndex(indexUrl))
      // The dialog reports an unavailable index when it opens; a preload has no one to tell.
      .catch(() => undefined);
  }, [indexUrl]);

  const openDialog = useCallback(
    (returnTo: Element | null) => {
      returnFocusTo.current = returnTo instanceof HTMLElement ? returnTo : null;
      shellInput.current = null;
      preload();
      setOpen(true);
    },
    [preload],
  );

  const closeDialog = useCallback(() => setOpen(false), []);

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
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onFocus={preload}
        // Safari and touch screens do not focus a clicked button; it gets the focus back all the same.
        onClick={() => openDialog(buttonRef.current)}
      >
        <SearchIcon />
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut}>{isApple ? '⌘ K' : 'Ctrl K'}</kbd>
      </button>
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
            <SearchDialog onClose={closeDialog} takeDraft={takeShellInput} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
