import { isDevModeEnabled } from 'graphql';

console.log(JSON.stringify({ devMode: isDevModeEnabled() }));
