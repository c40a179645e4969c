// @vitest-environment happy-dom
import {createElement as h, hydrate, render} from 'preact';
import {useEffect} from 'preact/hooks';
import {renderToString} from 'preact-render-to-string';
import type {ReactNode} from 'react';
import {beforeEach, expect, test, vi} from 'vitest';
import HydrateLater from '../theme/HydrateLater';

// The site's `react` is preact/compat (see ../index.ts), and HydrateLater is written against it.
vi.mock('react', async () => await import('preact/compat'));

const log: string[] = [];

/** Rendering a part takes a while, as on a phone: enough for Preact's effect timer (35 ms) to pass. */
function Part({name}: {name: string}) {
  const start = performance.now();
  while (performance.now() - start < 1);
  log.push(`render ${name}`);
  return h('section', {id: name}, h('button', {onClick: () => log.push(`click ${name}`)}, name));
}

// HydrateLater is typed with React's types; at run time React elements are Preact's VNodes.
const part = (name: string) => h(Part, {name}) as unknown as ReactNode;

const parts = Array.from({length: 60}, (_, i) => `part${i}`);

function Page() {
  log.push('render page');
  useEffect(() => void log.push('effect'), []);
  return h(
    'main',
    null,
    h('h1', null, 'Title'),
    parts.map((name) => h(HydrateLater, {key: name, children: part(name)})),
  );
}

function setHydrated(hydrated: boolean) {
  document.documentElement.dataset.hasHydrated = String(hydrated);
}

/** The page as the build writes it: rendered outside hydration. */
function serverMarkup(): string {
  setHydrated(true);
  const html = renderToString(h(Page, null));
  setHydrated(false);
  log.length = 0;
  return html;
}

const click = (name: string) => document.querySelector<HTMLButtonElement>(`#${name} button`)!.click();

beforeEach(() => {
  document.body.innerHTML = '';
  log.length = 0;
});

test('each part hydrates in a later task, in page order, over the server markup', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = serverMarkup();
  const serverSections = Array.from(container.querySelectorAll('section'));

  hydrate(h(Page, null), container);
  await Promise.resolve();
  // Only the page around the parts has hydrated: their markup is the server's, and it does not respond yet.
  expect(log).toEqual(['render page']);
  click('part0');
  expect(log).toEqual(['render page']);

  await vi.waitFor(() => expect(log).toContain('effect'), {timeout: 5000});
  expect(log).toEqual(['render page', ...parts.map((name) => `render ${name}`), 'effect']);
  expect(container.innerHTML).toBe(serverMarkup());
  // Hydration took the server's elements over rather than building new ones.
  expect(
    Array.from(container.querySelectorAll('section')).every((section, i) => section === serverSections[i]),
  ).toBe(true);
  log.length = 0;
  click('part0');
  click('part59');
  expect(log).toEqual(['click part0', 'click part59']);
});

test('after hydration, a part renders at once', () => {
  setHydrated(true);
  const container = document.body.appendChild(document.createElement('div'));
  render(h(HydrateLater, {children: part('late')}), container);
  expect(container.querySelector('#late button')?.textContent).toBe('late');
});
