/** The data files' version in production builds (see ../index.ts); null in development. */
declare const __CLIENT_BUNDLE_DATA_VERSION__: string | null;
