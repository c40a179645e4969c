import { accounts } from './accounts.mjs';
import { catalog } from './catalog.mjs';
import { createRouter } from './router.mjs';
import { createService } from './service.mjs';

// Each service listens on a port the system picks; clients only see the router.
function listen(app, port) {
  return new Promise((resolve) => {
    const server = app.listen(port, () => {
      resolve(`http://localhost:${server.address().port}/graphql`);
    });
  });
}

const services = {
  accounts: await listen(createService([accounts]), 0),
  catalog: await listen(createService([catalog]), 0),
};
const router = await createRouter(services);
await listen(router, 4000);
console.log('Router on http://localhost:4000/graphql');
