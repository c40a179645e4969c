import descriptions from '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json';

/**
 * The description of the doc at `permalink`, as its page's head has it. Docusaurus's `useDocById` had it from
 * the version data every docs page loads; that data is now without descriptions (node/versionDocs.ts), and
 * they ride only with the pages whose components call this.
 */
export function useDocDescription(permalink: string): string | undefined {
  return descriptions[permalink];
}
