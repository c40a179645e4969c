import * as graphql from 'graphql';
import * as path from 'graphql/jsutils/Path';
// Its own module: it declares classes (GraphQLField) that the root exports as types only.
import * as definition from 'graphql/type/definition';
import {entryPointsOf} from './entryPoints';

/** What graphql 17's API examples import, by specifier: the playground's own instance of graphql. */
export default {
  ...entryPointsOf(graphql, ['devMode', 'error', 'execution', 'language', 'type', 'utilities', 'validation']),
  'graphql/jsutils/Path': path,
  'graphql/type/definition': definition,
};
