/**
 * The TypeDoc plugins the converter loads, by package name. TypeDoc imports them itself, so no import names
 * them: the cache key (typedocCache.ts) reads their versions from this list.
 */
export const typedocPlugins = ['typedoc-plugin-missing-exports'];
