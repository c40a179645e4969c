import Footer from '@theme-original/Footer';
import {hydrateLater} from '@theme/HydrateLater';

// Hydrates in a task of its own, after the page above it (see src/theme/Navbar).
export default hydrateLater(Footer);
