import type {ClientModule} from '@docusaurus/types';

/**
 * Docusaurus scrolls to a link's #fragment from a layout effect, as soon as the router has switched
 * pages. Under React the new page is in the DOM by then; under Preact the components that read the
 * router's context re-render later in the same update, so the target does not exist yet and the page
 * stays at the top. A microtask runs once that update has finished.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname || !location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    queueMicrotask(() => document.getElementById(id)?.scrollIntoView());
  },
};

export default clientModule;
