import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: 'operations/*.graphql',
  generates: {
    // typescript-operations 6 writes every type its operations need, enums included.
    'generated/operations.ts': { plugins: ['typescript-operations'] },
  },
};

export default config;
