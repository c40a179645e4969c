import {convertWithTypeDoc} from './convertWithTypeDoc.mjs';

// The body of runTypeDoc's child process: one conversion, whose result goes back to the parent over IPC (which
// caches it).
const [entryPoint, ...exportsOf] = process.argv.slice(2);
convertWithTypeDoc(entryPoint, exportsOf).then((output) => process.send!(output));
