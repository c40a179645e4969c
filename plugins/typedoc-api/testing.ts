// The plugin's surface for other plugins' tests: API models built by hand, as the plugin's own tests build them.
export {makeApiModel, makeApiPage} from './node/__tests__/makeApiPage';
