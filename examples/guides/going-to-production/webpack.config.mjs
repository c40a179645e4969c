import path from 'node:path';

export default {
  // 'development' resolves packages with the development condition; 'production' does not.
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  entry: './app.mjs',
  output: { path: path.resolve('dist'), filename: 'app.js' },
};
