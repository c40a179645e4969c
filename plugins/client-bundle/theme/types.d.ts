// The theme modules of the client-bundle plugin, resolved as `@theme/*` (see index.ts getThemePath).

/** The data files' version in production builds (see ../index.ts); null in development. */
declare const __CLIENT_BUNDLE_DATA_VERSION__: string | null;

declare module '@theme/useMiscasedPath' {
  /** Whether the current path matches a route only without regard to case: the server has no such page. */
  export function useMiscasedPath(): boolean;
}
