import { specifiedRules } from 'graphql';
import { aliasLimit } from './alias-limit.mjs';
import { costLimit } from './cost-limit.mjs';
import { depthLimit } from './depth-limit.mjs';
import { pageSizeRange } from './page-size.mjs';

/** The validation rules for one request: the standard ones first, then the limits. */
export function limitRules({ variables, operationName, onCost } = {}) {
  return [
    ...specifiedRules,
    depthLimit(6),
    aliasLimit(10),
    pageSizeRange({ variables, operationName }),
    costLimit({ maximumCost: 1000, variables, operationName, onComplete: onCost }),
  ];
}
