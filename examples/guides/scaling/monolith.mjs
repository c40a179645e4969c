import { accounts } from './accounts.mjs';
import { catalog } from './catalog.mjs';
import { composeSchema } from './compose.mjs';
import { favorites } from './favorites.mjs';

export const schema = composeSchema([accounts, catalog, favorites]);
