import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

// Placeholder until the API plugin (plugins/typedoc-api) owns /api.
export default function ApiPlaceholder(): ReactNode {
  return (
    <Layout title="API">
      <main className="container margin-vert--lg">
        <h1>API reference</h1>
        <p>The API reference is being generated.</p>
      </main>
    </Layout>
  );
}
