import type {PrismTheme} from 'prism-react-renderer';

const toKebabCase = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * CSS giving code tokens the colours of `theme` under `scope` (e.g. `[data-theme='dark']`), in the
 * theme's order so later entries win as they do in prism-react-renderer; an entry limited to some
 * languages applies inside their `language-*` blocks only.
 */
export function toTokenCss(theme: PrismTheme, scope: string): string {
  return theme.styles
    .map(({types, languages, style}) => {
      const blocks = languages ? languages.map((language) => ` .language-${language}`) : [''];
      const selectors = blocks.flatMap((block) => types.map((type) => `${scope}${block} .token.${type}`));
      const declarations = Object.entries(style).map(
        ([property, value]) => `${toKebabCase(property)}:${value}`,
      );
      return `${selectors.join(',')}{${declarations.join(';')}}`;
    })
    .join('\n');
}
