// @vitest-environment happy-dom
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement as h, hydrate} from 'preact';
import {act} from 'preact/test-utils';
import {beforeEach, expect, test, vi} from 'vitest';
import useKnownWindowSize, {desktopBreakpoint} from '../theme/useKnownWindowSize';

// The site's `react` is preact/compat (see ../index.ts).
vi.mock('react', async () => await import('preact/compat'));

// theme-common's hook as it behaves in the browser: `'ssr'` on the first render, so that hydration matches
// the server, then the window's size from an effect and on every resize. (Its module cannot load outside
// a Docusaurus bundle.)
vi.mock('@docusaurus/theme-common', async () => {
  const {useEffect, useState} = await import('preact/hooks');
  return {
    useWindowSize() {
      const [size, setSize] = useState('ssr');
      useEffect(() => {
        const update = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
        update();
        window.addEventListener('resize', update);
        return () => window.removeEventListener('resize', update);
      }, []);
      return size;
    },
  };
});

/** theme-common's own module, read as text: the package exports only its index. */
const windowSizeSource = () =>
  readFileSync(
    path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/useWindowSize.js'),
    'utf8',
  );

const sizes: string[] = [];

/** A part with a phone and a desktop variant, as the sidebar and the tables of contents have. */
function Part() {
  const size = useKnownWindowSize();
  sizes.push(size);
  return h(
    'div',
    null,
    size !== 'desktop' && h('nav', {id: 'phone'}, 'menu'),
    size !== 'mobile' && h('aside', {id: 'desktop'}, 'sidebar'),
  );
}

/** The server renders both variants (the window size is `'ssr'` there); the stylesheet shows one. */
const serverMarkup = '<div><nav id="phone">menu</nav><aside id="desktop">sidebar</aside></div>';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', {value: width, configurable: true});
}

beforeEach(() => {
  document.body.innerHTML = '';
  sizes.length = 0;
});

/** Hydrates the server markup in a window of the given width; returns it with both server elements. */
async function hydrateAt(width: number) {
  setWidth(width);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = serverMarkup;
  const server = {phone: container.querySelector('#phone'), desktop: container.querySelector('#desktop')};
  await act(() => hydrate(h(Part, null), container));
  return {container, server};
}

test('on a phone, hydration keeps the phone variant and drops the desktop one', async () => {
  const {container, server} = await hydrateAt(390);
  expect(sizes[0]).toBe('mobile');
  expect(container.querySelector('#phone')).toBe(server.phone);
  expect(container.querySelector('#desktop')).toBeNull();
  expect(sizes).not.toContain('desktop');
});

test('on a wide window, hydration keeps the desktop variant, and a narrower window gets the phone one', async () => {
  const {container, server} = await hydrateAt(1280);
  expect(sizes[0]).toBe('desktop');
  expect(container.querySelector('#desktop')).toBe(server.desktop);
  expect(container.querySelector('#phone')).toBeNull();

  setWidth(desktopBreakpoint);
  await act(() => void window.dispatchEvent(new Event('resize')));
  expect(container.querySelector('#phone')?.textContent).toBe('menu');
  expect(container.querySelector('#desktop')).toBeNull();
});

test("switches layouts at theme-common's breakpoint", () => {
  const theirs = /const DesktopBreakpoint = (\d+);/.exec(windowSizeSource());
  expect(theirs, 'theme-common no longer declares DesktopBreakpoint').not.toBeNull();
  expect(desktopBreakpoint).toBe(Number(theirs![1]));
});
