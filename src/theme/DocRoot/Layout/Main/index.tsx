import Main from '@theme-original/DocRoot/Layout/Main';
import {hydrateLater} from '@theme/HydrateLater';

// Hydrates in a task of its own (see src/theme/Navbar); code blocks and API sections in it take further turns.
export default hydrateLater(Main);
