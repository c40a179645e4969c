import {useLayoutEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent} from 'react';

/** What the reader has typed in a search input, caret included: the dialog takes it over as it mounts. */
export type SearchDraft = Pick<
  HTMLInputElement,
  'value' | 'selectionStart' | 'selectionEnd' | 'selectionDirection'
>;

/** The search input's attributes, the same in the dialog and in the shell that stands in for it while it loads. */
export const searchInputProps = {
  type: 'text',
  role: 'combobox',
  'aria-label': 'Search',
  'aria-autocomplete': 'list',
  placeholder: 'Search the docs and the API',
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  enterKeyHint: 'go',
} as const;

/**
 * A modal `<dialog>` shown as it mounts, its input (if it has one) focused, and closed by Escape, its cancel event
 * or a click on its backdrop. The dialog exists only once the reader asked for it: focus belongs in its input.
 */
export function useModal(onClose: () => void): {
  dialogRef: RefObject<HTMLDialogElement | null>;
  onKeyDown: (event: KeyboardEvent) => void;
  onCancel: (event: SyntheticEvent) => void;
  onClick: (event: SyntheticEvent) => void;
} {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector('input')?.focus();
  }, []);
  return {
    dialogRef,
    // Escape is handled as a key rather than only by the dialog's cancel, which Chrome may skip after a prior one.
    onKeyDown: (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    },
    onCancel: (event) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event) => {
      if (event.target === dialogRef.current) onClose();
    },
  };
}
