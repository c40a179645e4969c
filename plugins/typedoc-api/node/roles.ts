import type {ApiPage} from '../shared/types';

/** What a page is for, as the overview and the sidebar group the pages of a big category. */
const roles = [
  {title: 'Classes', has: (page: ApiPage) => page.kind === 'class'},
  {
    title: 'Predicates',
    has: (page: ApiPage) =>
      page.kind === 'function' &&
      page.signatures.length > 0 &&
      page.signatures.every((s) => s.returns.type.kind === 'predicate' && !s.returns.type.asserts),
  },
  // graphql's assertions throw and return the value typed (`assertObjectType`), without `asserts`.
  {title: 'Assertions', has: (page: ApiPage) => page.kind === 'function' && /^assert[A-Z]/.test(page.name)},
  {title: 'Functions', has: (page: ApiPage) => page.kind === 'function'},
  {
    title: 'Configs',
    has: (page: ApiPage) => page.kind === 'interface' && /(Config|Options|Args)$/.test(page.name),
  },
  {title: 'Interfaces', has: (page: ApiPage) => page.kind === 'interface'},
  {title: 'Unions', has: (page: ApiPage) => page.kind === 'type' && page.type?.kind === 'union'},
  {title: 'Type aliases', has: (page: ApiPage) => page.kind === 'type'},
  {title: 'Enumerations', has: (page: ApiPage) => page.kind === 'enum'},
  {title: 'Variables', has: (page: ApiPage) => page.kind === 'variable'},
];

/** Above this many pages, a category is split into groups by role. */
export const ROLE_GROUPS_THRESHOLD = 30;

/**
 * The pages of a category in groups by role (Classes, Predicates, Configs, Unions, …), in that order, each
 * page in the first role it has; one untitled group for a category of no more than `threshold` pages.
 */
export function toRoleGroups(
  pages: readonly ApiPage[],
  threshold = ROLE_GROUPS_THRESHOLD,
): {title?: string; pages: ApiPage[]}[] {
  if (pages.length <= threshold) return [{pages: [...pages]}];
  const roleOf = (page: ApiPage) => roles.find((role) => role.has(page))!.title;
  return roles
    .map((role) => ({title: role.title, pages: pages.filter((page) => roleOf(page) === role.title)}))
    .filter((group) => group.pages.length > 0);
}
