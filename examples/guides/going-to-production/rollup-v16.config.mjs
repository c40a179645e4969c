import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';

// For graphql 16 only: it picks its mode from process.env.NODE_ENV when it loads.
export default {
  input: 'mode-check.mjs',
  output: { file: 'dist/mode-check.js', format: 'iife' },
  plugins: [
    nodeResolve({ browser: true }),
    replace({
      preventAssignment: true,
      values: {
        'globalThis.process': 'true',
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
    }),
  ],
};
