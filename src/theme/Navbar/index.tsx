import Navbar from '@theme-original/Navbar';
import {hydrateLater} from '@theme/HydrateLater';

// The navbar, the sidebar, the main column and the footer each hydrate in a task of their own, top first
// (plugins/preact-compat/client/hydrationStages.ts): one long task would keep a phone from answering input.
export default hydrateLater(Navbar);
