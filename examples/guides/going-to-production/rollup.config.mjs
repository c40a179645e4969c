import { nodeResolve } from '@rollup/plugin-node-resolve';

const development = process.env.NODE_ENV === 'development';

export default {
  input: 'app.mjs',
  output: { file: 'dist/app.js', format: 'es' },
  // Without this plugin, Rollup leaves `import ... from 'graphql'` in the bundle.
  plugins: [nodeResolve({ exportConditions: development ? ['development'] : [] })],
};
