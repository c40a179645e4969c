import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticServer {
  /** Origin the build is served on, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves a Docusaurus build the way `docusaurus serve` does (clean URLs, no trailing slash, 404.html
 * for unknown paths) but gzips responses, as production hosts do, so transfer sizes are real.
 */
export async function serveBuild(directory: string, port = 0): Promise<StaticServer> {
  const gzip = compression();
  const server = createServer((request, response) => {
    gzip(request as never, response as never, () => {
      void serveHandler(request, response, {
        public: directory,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: boundPort} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${boundPort}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
