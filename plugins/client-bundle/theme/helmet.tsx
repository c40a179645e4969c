import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * What Docusaurus's browser code imports as `react-helmet-async` (see node/swaps.ts): `HelmetProvider`, which
 * its client entry wraps the app in, and `Helmet`, which `@docusaurus/Head` renders. The server renderer keeps
 * react-helmet-async, which writes each page's head into its HTML; in the browser, the head only has to follow
 * client-side navigations, which this does with react-helmet-async's rules:
 *
 * - each `<Head>` is an instance, ordered by first render (a page's after its layout's), and a later instance's
 *   value wins: its title, each of its html and body attributes, and each of its tags with the same key (meta by
 *   `name`, `property`, `charset`, `http-equiv` or `itemprop`; link by `href`, a canonical link by `rel`;
 *   script by `src` or its text);
 * - tags carry `data-rh`; an update keeps the tags already in the head that are equal to a wanted one, removes
 *   the other `data-rh` tags and appends the rest; the html and body elements' `data-rh` lists the attributes
 *   they were given, so that the next update removes those no instance gives any more.
 *
 * e2e/head-navigation.spec.ts compares the head after each navigation with the page's prerendered head.
 */

type Attributes = Record<string, string>;
type TagName = 'meta' | 'link' | 'script' | 'noscript' | 'style' | 'base';

interface HeadProps {
  title?: string;
  html: Attributes;
  body: Attributes;
  tags: {name: TagName; attributes: Attributes; text?: string}[];
}

const tagNames: readonly TagName[] = ['base', 'link', 'meta', 'noscript', 'script', 'style'];

/** Attributes whose value keys a tag: a later instance's tag replaces an earlier one's with the same key. */
const keyAttributes: Record<TagName, readonly string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: [],
  script: ['src'],
  style: [],
};

/** React prop names whose attribute is spelled otherwise (the DOM lowercases the others). */
const attributeNames: Record<string, string> = {
  className: 'class',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  itemProp: 'itemprop',
};

/** Props as attributes: a boolean is written out (`data-has-hydrated="true"`), as react-helmet-async does. */
function toAttributes(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(props))
    if (key !== 'children' && value !== undefined && value !== null)
      attributes[(attributeNames[key] ?? key).toLowerCase()] = String(value);
  return attributes;
}

function textOf(children: unknown): string {
  return Children.toArray(children as ReactNode).join('');
}

/** A `<Head>`'s children as what it asks of the document. */
function toHeadProps(children: ReactNode): HeadProps {
  const head: HeadProps = {html: {}, body: {}, tags: []};
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') return;
    const {type, props} = child;
    if (type === 'title') head.title = textOf(props.children);
    else if (type === 'html') Object.assign(head.html, toAttributes(props));
    else if (type === 'body') Object.assign(head.body, toAttributes(props));
    else if ((tagNames as readonly string[]).includes(type)) {
      const text = props.children === undefined ? undefined : textOf(props.children);
      head.tags.push({name: type as TagName, attributes: toAttributes(props), text});
    }
  });
  return head;
}

/** The key of a tag: its last key attribute (a canonical link's `rel` stays its key), else its text. */
function keyOf({name, attributes, text}: HeadProps['tags'][number]): string | undefined {
  let key: string | undefined;
  for (const attribute of Object.keys(attributes)) {
    const lower = attribute.toLowerCase();
    if (!keyAttributes[name].includes(lower)) continue;
    if (key === 'rel' && attributes.rel.toLowerCase() === 'canonical') continue;
    if (lower === 'rel' && attributes.rel.toLowerCase() === 'stylesheet') continue;
    key = lower;
  }
  if (key) return attributes[key] ? `${name} ${key} ${attributes[key].toLowerCase()}` : undefined;
  return text ? `${name} text ${text}` : undefined;
}

/** What every instance asks, later ones winning; a tag without a key is dropped, as react-helmet-async does. */
function merge(instances: readonly HeadProps[]): HeadProps {
  const merged: HeadProps = {html: {}, body: {}, tags: []};
  const taken = new Set<string>();
  for (const instance of [...instances].reverse()) {
    merged.title ??= instance.title;
    const own = new Set<string>();
    const tags = instance.tags.filter((tag) => {
      const key = keyOf(tag);
      if (key === undefined || taken.has(key)) return false;
      own.add(key);
      return true;
    });
    merged.tags.unshift(...tags);
    own.forEach((key) => taken.add(key));
  }
  for (const instance of instances) {
    Object.assign(merged.html, instance.html);
    Object.assign(merged.body, instance.body);
  }
  return merged;
}

function updateAttributes(element: Element, attributes: Attributes): void {
  const given = element.getAttribute('data-rh')?.split(',') ?? [];
  for (const name of given) if (!(name in attributes)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes))
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  const names = Object.keys(attributes);
  if (names.length) element.setAttribute('data-rh', names.join(','));
  else element.removeAttribute('data-rh');
}

function updateTags(tags: HeadProps['tags']): void {
  const stale = Array.from(document.head.querySelectorAll(tagNames.map((name) => `${name}[data-rh]`).join()));
  for (const {name, attributes, text} of tags) {
    const element = document.createElement(name);
    for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
    if (text !== undefined) element.textContent = text;
    element.setAttribute('data-rh', 'true');
    const same = stale.findIndex((existing) => element.isEqualNode(existing));
    if (same >= 0) stale.splice(same, 1);
    else document.head.appendChild(element);
  }
  stale.forEach((element) => element.remove());
}

function apply(head: HeadProps): void {
  updateAttributes(document.documentElement, head.html);
  updateAttributes(document.body, head.body);
  if (head.title !== undefined && document.title !== head.title) document.title = head.title;
  updateTags(head.tags);
}

/** The mounted instances of one app, by their place in the order, and the frame that applies them. */
class HeadStore {
  private readonly instances = new Map<number, HeadProps>();
  private frame = 0;
  private renders = 0;

  /** A place after every instance's so far: a component claims one in its first render. */
  claim(): number {
    return (this.renders += 1);
  }

  set(place: number, head: HeadProps | undefined): void {
    if (head) this.instances.set(place, head);
    else this.instances.delete(place);
    // Once per frame, as react-helmet-async defers its updates: a navigation changes many instances at once.
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => {
      const ordered = [...this.instances].sort(([a], [b]) => a - b).map(([, head]) => head);
      apply(merge(ordered));
    });
  }
}

const StoreContext = createContext<HeadStore | null>(null);

export function HelmetProvider({children}: {children: ReactNode}): ReactNode {
  const [store] = useState(() => new HeadStore());
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function Helmet({children}: {children?: ReactNode}): null {
  const store = useContext(StoreContext);
  if (!store) throw new Error('<Head> is rendered outside the HelmetProvider of the client entry.');
  // The instance's place in the order, claimed in its first render as react-helmet-async's instances are (a
  // parent before its children, a page after the layout that stays); it counts once mounted, so a render React
  // discards leaves nothing behind.
  const [place] = useState(() => store.claim());
  useLayoutEffect(() => store.set(place, toHeadProps(children)), [store, place, children]);
  useLayoutEffect(() => () => store.set(place, undefined), [store, place]);
  return null;
}
