import {fixtureConfig} from '../../fixtureConfig';

// The real site has English only; a second locale shows what the locale link builder makes of it.
export default fixtureConfig({
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  themeConfig: {navbar: {items: [{type: 'localeDropdown'}]}},
});
