// The theme modules of the client-bundle plugin, resolved as `@theme/*` (see index.ts getThemePath).

/** The data files' version in production builds (see ../index.ts); null in development. */
declare const __CLIENT_BUNDLE_DATA_VERSION__: string | null;

declare module '@theme/useMiscasedPath' {
  /** Whether the current path matches a route only without regard to case: the server has no such page. */
  export function useMiscasedPath(): boolean;
}

declare module '@theme/useDocDescription' {
  /** The description of the doc at `permalink` (its page's head has the same), or undefined for no doc. */
  export function useDocDescription(permalink: string): string | undefined;
}

declare module '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json' {
  /** Each doc's description by its permalink (node/versionDocs.ts). */
  const descriptions: Record<string, string>;
  export default descriptions;
}
