import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot, type ThemeConfig} from '@docusaurus/theme-common';

// The theme's inline script hides the announcement bar before hydration when the reader dismissed one, whichever
// announcement it was; the theme then resets the dismissal for a new id but the bar stays hidden until the next
// page load. Unhiding it here, before the first render, shows a new announcement on the first visit.
const {announcementBar} = siteConfig.themeConfig as ThemeConfig;
if (ExecutionEnvironment.canUseDOM && announcementBar) {
  const seenId = createStorageSlot('docusaurus.announcement.id').get();
  if (seenId !== announcementBar.id) {
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }
}
