import escapeHtml from 'escape-html';
import type {Redirect} from './redirects';

/**
 * Where a redirect page sends each fragment of its old address that leads elsewhere than the same id on its
 * target: `{fragment: href}`, href with the base URL (`{"best-practices": "/docs/guides/dataloader#…"}`).
 */
export type FragmentTargets = Record<string, string>;

/** Whether a redirect needs more than the plain redirect page: a section to open, or fragments to translate. */
export function needsFragmentPage(redirect: Redirect, fragments: FragmentTargets): boolean {
  return redirect.section !== undefined || Object.keys(fragments).length > 0;
}

/**
 * The redirect page of an old address whose fragments lead to other ids or pages, or which opens a section when
 * it has none: the same page as @docusaurus/plugin-client-redirects writes (a meta refresh for readers without
 * JavaScript, to the section; a script that keeps the query and the fragment), whose script first looks the
 * fragment up in `fragments`. `to` carries the base URL.
 */
export function toRedirectPage(to: string, section: string | undefined, fragments: FragmentTargets): string {
  const sectionHash = section ? `#${section}` : '';
  const landing = `${to}${sectionHash}`;
  // As a script's JSON: `<` escaped, so that no text can close the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${escapeHtml(encodeURI(landing))}">
    <link rel="canonical" href="${escapeHtml(encodeURI(landing))}" />
  </head>
  <script>
    (function () {
      var fragments = ${json(fragments)};
      var fragment = location.hash.slice(1);
      try { fragment = decodeURIComponent(fragment); } catch (error) {}
      location.replace(Object.prototype.hasOwnProperty.call(fragments, fragment)
        ? fragments[fragment]
        : ${json(to)} + location.search + (location.hash || ${json(sectionHash)}));
    })();
  </script>
</html>
`;
}
