import nprogress from 'nprogress';
import './progressBar.css';

// The specification's progress bar settings. The theme's client module starts the bar 200 ms into a route change
// but turns the spinner off; site client modules run after the theme's, so these settings win.
// `trickleRate` is read by nprogress 0.2.0 but missing from its type definitions.
const settings: Partial<nprogress.NProgressOptions> & {trickleRate: number} = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: true,
};
nprogress.configure(settings);
