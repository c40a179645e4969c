import type {PrismTheme} from 'prism-react-renderer';

/** A colour's red, green and blue channels, from `#rgb`, `#rrggbb` or `rgb(r, g, b)`; other forms give undefined. */
export function toRgb(color: string): number[] | undefined {
  const channels = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(color);
  if (channels) return channels.slice(1).map(Number);
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16));
}

function isSameColor(a: string, b: string): boolean {
  const [rgbA, rgbB] = [toRgb(a), toRgb(b)];
  return rgbA && rgbB ? rgbA.join() === rgbB.join() : a === b;
}

type TokenStyle = PrismTheme['styles'][number]['style'];

const looksPlain = (theme: PrismTheme, style: TokenStyle) =>
  Object.entries(style).every(
    ([property, value]) =>
      property === 'color' &&
      theme.plain.color !== undefined &&
      isSameColor(String(value), theme.plain.color),
  );

/**
 * A test of whether a token with the given types looks like plain text in every one of `themes`: no rule
 * naming one of its types sets anything but the plain text's colour. Such a token needs no span of its own
 * (themes colour punctuation like the text around it, and it is most of a code block's tokens). A rule
 * limited to some languages counts as a style, whatever it sets.
 */
export function toUnstyledTokenTest(themes: PrismTheme[]): (types: string[]) => boolean {
  const known = new Map<string, boolean>();
  return (types) => {
    const key = types.join(' ');
    let unstyled = known.get(key);
    if (unstyled === undefined) {
      unstyled = themes.every((theme) =>
        theme.styles.every(
          (rule) =>
            !rule.types.some((type) => types.includes(type)) ||
            (!rule.languages && looksPlain(theme, rule.style)),
        ),
      );
      known.set(key, unstyled);
    }
    return unstyled;
  };
}
