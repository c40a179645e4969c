import {createElement, type Attributes, type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/**
 * Docusaurus's ComponentCreator as the generated route table uses it, but building each route's loadable
 * component on first use. The table calls it for all ~490 routes while main.js starts, on every first
 * visit, and a page renders three or four of them.
 */
export default function lazyComponentCreator(path: string, hash: string): RouteComponent {
  let component: RouteComponent | undefined;
  const create = () => (component ??= ComponentCreator(path, hash));
  // Rendered by the router with its route props, which go through to the loadable component.
  function LazyRouteComponent(props: unknown): ReactNode {
    return createElement(create(), props as Attributes);
  }
  // Docusaurus preloads the matched routes before it renders or navigates.
  return Object.assign(LazyRouteComponent, {preload: () => create().preload()});
}
