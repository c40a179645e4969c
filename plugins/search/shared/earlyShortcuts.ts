// Build-time only (the search plugin injects the script): the browser bundle puts shared/ modules other than
// constants.ts in the search chunk, which the navbar must not load.
import {HYDRATED_ATTRIBUTE, NAVBAR_SEARCH_INPUT_ID} from './constants';

/**
 * The inline script every page carries at the start of its body, so that `Ctrl+K`, `⌘K` and `/` work from the
 * first paint: until the search form has hydrated, they focus its input, which keeps whatever the reader types
 * until the SearchBar hands it to the dialog. Hand-written small ES5 (it runs before any of the site's code), and
 * allowed by the Content-Security-Policy by its hash (plugins/csp).
 */
export const EARLY_SHORTCUTS_SCRIPT = `document.addEventListener('keydown',function(e){var i=document.getElementById('${NAVBAR_SEARCH_INPUT_ID}');if(!i||!i.form||i.form.hasAttribute('${HYDRATED_ATTRIBUTE}')||e.defaultPrevented||e.altKey)return;var t=e.target,k=e.key||'',c=e.ctrlKey||e.metaKey;var typing=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));if((c&&k.toLowerCase()==='k')||(k==='/'&&!c&&!typing)){e.preventDefault();i.focus()}});`;
