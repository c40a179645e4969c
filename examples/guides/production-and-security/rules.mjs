import { NoSchemaIntrospectionCustomRule, specifiedRules } from 'graphql';
import { costLimit } from './cost-limit.mjs';
import { depthLimit } from './depth-limit.mjs';
import { pageSizeRange } from './page-size.mjs';

/** The validation rules every operation must pass in production. */
export function productionRules({ variables, operationName } = {}) {
  return [
    ...specifiedRules,
    depthLimit(6),
    pageSizeRange({ variables, operationName }),
    costLimit({ maximumCost: 1000, variables, operationName }),
    NoSchemaIntrospectionCustomRule,
  ];
}
