import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import {hydrateLater} from '@theme/HydrateLater';

// Hydrates in a task of its own (see src/theme/Navbar). The API sidebar alone holds 38 categories.
export default hydrateLater(Sidebar);
