// graphql 16, installed under the npm alias `graphql-16`: loaded into the worker only when a page of
// graphql 16 runs an example.
import * as graphql from 'graphql-16';
import * as path from 'graphql-16/jsutils/Path';
import {entryPointsOf} from './entryPoints';

/** What graphql 16's API examples import, by the specifiers they write (`graphql`, not `graphql-16`). */
export default {
  ...entryPointsOf(graphql, [
    'error',
    'execution',
    'language',
    'subscription',
    'type',
    'type/definition',
    'utilities',
    'validation',
  ]),
  'graphql/jsutils/Path': path,
};
