/**
 * Whether the page is still being prerendered or hydrated: the markup on screen came from the server,
 * and a render must produce the same markup to take it over. Docusaurus flips `data-has-hydrated` on
 * <html> once the first client render has committed (with staged hydration, once every stage has).
 *
 * @returns {boolean}
 */
export function isHydrating() {
  return typeof document === 'undefined' || document.documentElement.dataset.hasHydrated !== 'true';
}
