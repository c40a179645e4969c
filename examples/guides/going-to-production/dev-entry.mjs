import { enableDevMode } from 'graphql';

enableDevMode();

// A static import would run mode-check.mjs before the line above, because imported
// modules run before the module that imports them.
await import('./mode-check.mjs');
