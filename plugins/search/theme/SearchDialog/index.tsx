import {useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {
  DIALOG_MAX_HITS,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
  SEARCH_VERSION_PARAM,
} from '../../shared/constants';
import HitLink, {useOpenHit} from '../SearchResults/HitLink';
import SearchHitContent from '../SearchResults/SearchHitContent';
import SearchStatus from '../SearchResults/SearchStatus';
import {useSearch} from '../SearchResults/useSearch';
import VersionFilter, {useVersionFilters} from '../SearchResults/VersionFilter';
import frame from '../SearchBar/dialog.module.css';
import {searchInputProps, useModal, type SearchDraft} from '../SearchBar/modal';
import styles from './styles.module.css';

/**
 * What Tab reaches inside the dialog, in tab order: the results are reached with the arrow keys, and a radio
 * group is one stop, at its checked button.
 */
const FOCUSABLE =
  'input:not([type="radio"]), input[type="radio"]:checked, button, a[href]:not([tabindex="-1"])';

export interface Props {
  /** Called when the dialog should go away: Escape, the close button, the backdrop, or a chosen result. */
  readonly onClose: () => void;
  /**
   * What the reader typed while the dialog loaded (in the navbar's input or the shell that stands in for the
   * dialog), if anything: the dialog starts with its value and caret.
   */
  readonly takeDraft?: () => SearchDraft | null;
}

/**
 * The search dialog: a combobox input over a listbox of results (the ARIA 1.2 combobox pattern, focus
 * staying in the input while `aria-activedescendant` follows the arrow keys), with the version filter between
 * them. Each option is a real link (`<a role="option">`), so that a middle click opens a tab and the link can be
 * copied. A modal `<dialog>` makes the page behind it inert; Tab and Shift+Tab also wrap inside it rather than
 * leaving for the browser UI. It renders where the navbar button is: in the top layer, the navbar's layout does
 * not reach it.
 */
export default function SearchDialog({onClose, takeDraft}: Props): ReactNode {
  const {dialogRef, onKeyDown: closeOnEscape, onCancel, onClick} = useModal(onClose);
  const inputRef = useRef<HTMLInputElement>(null);
  const {defaultFilter, preferred} = useVersionFilters();
  const [query, setQuery] = useState('');
  const [version, setVersion] = useState(defaultFilter);
  const [active, setActive] = useState(0);
  // Enter pressed before the typed query's hits arrived: its first hit opens once they do.
  const openWhenAnswered = useRef(false);
  const {status, hits, total, stale, retry} = useSearch(query, version, DIALOG_MAX_HITS, preferred);
  const answered = status === 'ready' && !stale;
  const openHit = useOpenHit();
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const searchPageHref = `${SEARCH_PAGE_PATH}?${new URLSearchParams({
    [SEARCH_QUERY_PARAM]: query.trim(),
    ...(version !== defaultFilter && {[SEARCH_VERSION_PARAM]: version}),
  })}`;

  // Before the first paint, in the commit that removed the shell: no key can come in between.
  useLayoutEffect(() => {
    const draft = takeDraft?.();
    const input = inputRef.current;
    if (!draft?.value || !input) return;
    input.value = draft.value;
    input.setSelectionRange(draft.selectionStart, draft.selectionEnd, draft.selectionDirection ?? undefined);
    setQuery(draft.value);
    // Taken once, as the dialog mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // optionId only depends on `id`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const open = (href: string) => {
    onClose();
    openHit(href);
  };

  useEffect(() => {
    if (!openWhenAnswered.current || !answered) return;
    openWhenAnswered.current = false;
    if (hits.length) open(hits[0].href);
    // `open` is a new function each render; this runs when the answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered, hits]);

  /**
   * The keys act on the hits of the query typed only: while the hits shown are an earlier query's (or filter's),
   * the arrows do nothing and Enter waits for the answer, as a stale hit is not what the reader asked for. A
   * click still opens the hit clicked: the reader saw it.
   */
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = answered ? hits.length : 0;
    if (event.key === 'Enter' && !answered && query.trim()) {
      event.preventDefault();
      openWhenAnswered.current = true;
    } else if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((active - 1 + count) % count);
    } else if (event.key === 'Enter' && count) {
      event.preventDefault();
      open(hits[Math.min(active, count - 1)].href);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    closeOnEscape(event);
    if (event.key === 'Tab' && dialogRef.current) {
      const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const activeIndex = Math.min(active, hits.length - 1);
  return (
    // The dialog's own listeners only catch keys bubbling from its controls and clicks on its backdrop.
    <dialog
      ref={dialogRef}
      className={frame.dialog}
      aria-label="Search the documentation"
      onKeyDown={onDialogKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className={frame.panel}>
        <div className={frame.header}>
          <input
            ref={inputRef}
            className={frame.input}
            {...searchInputProps}
            // An empty listbox is not rendered: the combobox only controls it while it has options.
            aria-expanded={hits.length > 0}
            aria-controls={hits.length ? listboxId : undefined}
            aria-activedescendant={hits.length ? optionId(activeIndex) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              openWhenAnswered.current = false;
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={frame.close} onClick={onClose}>
            Close
          </button>
        </div>
        <VersionFilter
          className={styles.filter}
          value={version}
          onChange={(value) => {
            setVersion(value);
            setActive(0);
            openWhenAnswered.current = false;
          }}
        />
        <SearchStatus className={frame.status} status={status} query={query} total={total} onRetry={retry} />
        {hits.length > 0 && (
          <div
            id={listboxId}
            role="listbox"
            aria-label="Search results"
            // The hits of the query before, while the files the new one needs load.
            aria-busy={stale || undefined}
            className={styles.results}
          >
            {hits.map((hit, index) => (
              // Out of the tab order: the arrow keys move through the options while focus stays in the input.
              <HitLink
                key={hit.href}
                href={hit.href}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                className={styles.result}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onNavigate={onClose}
              >
                <SearchHitContent hit={hit} />
              </HitLink>
            ))}
          </div>
        )}
        <div className={styles.footer}>
          {total > hits.length ? (
            <HitLink href={searchPageHref} onNavigate={onClose}>
              See all {total} results
            </HitLink>
          ) : (
            <span />
          )}
          <span className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
          </span>
        </div>
      </div>
    </dialog>
  );
}
