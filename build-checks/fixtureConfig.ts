import type {Config} from '@docusaurus/types';
import siteConfig from '../docusaurus.config';

/**
 * Configuration for a fixture site under `__fixtures__/`: the real site's build checks and build settings, taken
 * from docusaurus.config.ts rather than restated, so a fixture build proves what the real configuration does.
 * A fixture passes the rest: its plugins, themes and the fault it exists to show.
 */
export function fixtureConfig(config: Partial<Config>): Config {
  return {
    title: 'Build check fixture',
    url: 'https://fixture.example',
    baseUrl: '/',
    onBrokenLinks: siteConfig.onBrokenLinks,
    onBrokenAnchors: siteConfig.onBrokenAnchors,
    onDuplicateRoutes: siteConfig.onDuplicateRoutes,
    markdown: {hooks: siteConfig.markdown.hooks},
    trailingSlash: siteConfig.trailingSlash,
    future: siteConfig.future,
    i18n: siteConfig.i18n,
    themes: ['@docusaurus/theme-classic'],
    plugins: ['@docusaurus/plugin-content-pages'],
    ...config,
  };
}
