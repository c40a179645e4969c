import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from './_components/HomeHero';
import HomeFeatures from './_components/HomeFeatures';
import HomeQuickStart from './_components/HomeQuickStart';

export default function Home(): ReactNode {
  return (
    <Layout description="graphql-js, the JavaScript reference implementation of GraphQL: tutorials and the API reference.">
      <main>
        <HomeHero />
        <HomeFeatures />
        <HomeQuickStart />
      </main>
    </Layout>
  );
}
