import {expect, test, type Locator, type Page} from '@playwright/test';
import {withColorMode} from '../scripts/bench/runAxe';
import {expectHydrated} from './utils';

// Issue 22: dark mode reaches every part of a page. Each part's colours are read as the browser computed them: its
// text against the background it is drawn on (its own, or the nearest one behind it), and that background against
// white, so a part left in light colours fails even when its own text stays readable.

interface Colours {
  /** Contrast of the text colour with the background behind it, from 1 to 21. */
  contrast: number;
  /** Relative luminance of that background, from 0 (black) to 1 (white). */
  backgroundLuminance: number;
  /** Relative luminance of the page's own background. */
  pageLuminance: number;
}

/** The colours of `part` as drawn, with semi-transparent backgrounds composited over those behind them. */
async function readColours(part: Locator): Promise<Colours> {
  return part.evaluate((element) => {
    // A canvas turns any CSS colour syntax (rgb, color-mix results, named colours) into RGBA bytes.
    const context = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
    const toRgba = (colour: string): number[] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: number[], bottom: number[]): number[] => [
      ...top.slice(0, 3).map((channel, i) => channel * top[3] + bottom[i] * (1 - top[3])),
      1,
    ];
    const backgroundBehind = (from: Element): number[] => {
      const layers: number[][] = [];
      for (let node: Element | null = from; node; node = node.parentElement) {
        layers.push(toRgba(getComputedStyle(node).backgroundColor));
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: number[]): number => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    // A translucent part (Infima's close button) draws its text with the opacity of it and its ancestors.
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    const background = backgroundBehind(element);
    const [r, g, b, a] = toRgba(getComputedStyle(element).color);
    const text = over([r, g, b, a * opacity], background);
    const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return {
      contrast: (lighter + 0.05) / (darker + 0.05),
      backgroundLuminance: luminance(background),
      pageLuminance: luminance(backgroundBehind(document.body)),
    };
  });
}

/**
 * Asserts that `part` is drawn in dark-mode colours: on a background that is not light (white is 1, Infima's light
 * grey buttons 0.85; the dark-mode pink of primary buttons 0.33), with text readable on it.
 */
async function expectDark(part: Locator, name: string, minimumContrast = 4.5): Promise<void> {
  const colours = await readColours(part);
  expect(colours.pageLuminance, 'the page background is dark').toBeLessThan(0.05);
  expect(colours.backgroundLuminance, `${name}: its background is not light`).toBeLessThan(0.4);
  expect(colours.contrast, `${name}: its text has ${minimumContrast}:1 on it`).toBeGreaterThanOrEqual(
    minimumContrast,
  );
}

async function openDark(page: Page, baseURL: string | undefined, path: string): Promise<void> {
  await page.goto(withColorMode(`${baseURL}${path}`, 'dark'));
  await expectHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

test.describe('Dark mode reaches every part', () => {
  test('Dark mode reaches every part: the announcement bar and its link @mobile', async ({page, baseURL}) => {
    await openDark(page, baseURL, '/');
    const bar = page.getByRole('banner').filter({hasText: 'graphql-js 17 is here'});
    await expect(bar).toBeVisible();
    await expectDark(bar.getByText('graphql-js 17 is here'), 'the announcement text');
    await expectDark(bar.getByRole('link', {name: 'start with the tutorial'}), 'the announcement link');
    await expectDark(bar.getByRole('button', {name: 'Close'}), 'the close button', 3);
  });

  test('Dark mode reaches every part: buttons, code-copy buttons and admonitions', async ({
    page,
    baseURL,
  }) => {
    await openDark(page, baseURL, '/docs/tutorials/basic-types');
    const buttons = page.getByRole('main').locator('.button');
    expect(await buttons.count(), 'the page has buttons (its playground)').toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      await expectDark(button, `the "${await button.innerText()}" button`);
    }
    const codeBlock = page.getByRole('main').locator('pre').first();
    await codeBlock.hover();
    const copy = page.getByRole('main').getByRole('button', {name: 'Copy code to clipboard'}).first();
    // Over the block the button is faint by design; a reader reaching for it hovers it, and it shows in full.
    await copy.hover();
    await expect(copy).toHaveCSS('opacity', '1');
    await expectDark(copy, 'the code-copy button', 3);
    for (const admonition of await page.getByRole('main').locator('.theme-admonition').all()) {
      await expectDark(admonition, 'an admonition');
    }
  });

  test('Dark mode reaches every part: the API badges', async ({page, baseURL}) => {
    // GraphQLError's page has a kind badge (the kind is the path's second segment) and deprecated members.
    await openDark(page, baseURL, '/api/class/GraphQLError');
    const header = page.locator('header', {has: page.getByRole('heading', {level: 1})});
    await expectDark(header.getByText(/^class$/i), 'the kind badge');
    const deprecated = page.getByRole('main').getByText('deprecated', {exact: true});
    expect(await deprecated.count(), 'the page marks deprecated members').toBeGreaterThan(0);
    await expectDark(deprecated.first(), 'the deprecated badge');
  });
});
