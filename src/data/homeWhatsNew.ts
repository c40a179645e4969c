/**
 * "What's new in 17" on the home page: each item links to the upgrade guide's section on it, and to the API
 * page of its main symbol. examples/__tests__/home.test.ts proves each description.
 */
export interface HomeNews {
  title: string;
  /** One sentence; text in `backticks` is code. */
  description: string;
  /** The upgrade guide's section. */
  to: string;
  api: {name: string; to: string};
}

/** The upgrade guide, which has every change. */
export const upgradeGuide = '/docs/upgrade-guides/v16-to-v17';

export const homeWhatsNew: HomeNews[] = [
  {
    title: '@defer and @stream',
    description:
      '`experimentalExecuteIncrementally()` sends the fields a query defers in later payloads, after the rest of the response.',
    to: `${upgradeGuide}#execute-refuses-schemas-with-defer-or-stream`,
    api: {name: 'experimentalExecuteIncrementally', to: '/api/function/experimentalExecuteIncrementally'},
  },
  {
    title: 'Cancellation',
    description:
      '`graphql()` takes an `abortSignal`: when it aborts, the call rejects, and resolvers see the signal in `info.getAbortSignal()`.',
    to: `${upgradeGuide}#cancelling-operations-with-an-abortsignal`,
    api: {name: 'AbortedGraphQLExecutionError', to: '/api/class/AbortedGraphQLExecutionError'},
  },
  {
    title: 'Tracing channels',
    description:
      'Parsing, validation, execution and every resolved field are published on Node.js diagnostics channels, so tracers need no resolver wrappers.',
    to: `${upgradeGuide}#tracing-channels`,
    api: {name: 'GraphQLChannels', to: '/api/interface/GraphQLChannels'},
  },
  {
    title: 'A harness you can change',
    description:
      '`graphql()` runs parse, validate and execute through a harness: replace a step, for example to cache parsed queries.',
    to: `${upgradeGuide}#the-harness-your-own-parse-validate-and-execute`,
    api: {name: 'GraphQLHarness', to: '/api/interface/GraphQLHarness'},
  },
];
