import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from './_components/HomeHero';
import HomeWhatsNew from './_components/HomeWhatsNew';
import HomeWaysIn from './_components/HomeWaysIn';

export default function Home(): ReactNode {
  return (
    <Layout description="graphql-js, the JavaScript reference implementation of GraphQL: run it in the page, see what is new in 17, and find the tutorial, the guides and the API reference.">
      <main>
        <HomeHero />
        <HomeWhatsNew />
        <HomeWaysIn />
      </main>
    </Layout>
  );
}
