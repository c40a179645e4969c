import './manual';
import Prism from 'prismjs/components/prism-core';

// Prism's language files extend a global `Prism`; in the browser bundle nothing else defines it.
(globalThis as {Prism?: typeof Prism}).Prism = Prism;

export default Prism;
