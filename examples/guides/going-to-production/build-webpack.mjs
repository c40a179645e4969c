import webpack from 'webpack';
import config from './webpack.config.mjs';

webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exitCode = 1;
    return;
  }
  console.log(stats.toString('summary'));
});
