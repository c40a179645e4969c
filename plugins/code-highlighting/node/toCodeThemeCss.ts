import type {PrismTheme} from 'prism-react-renderer';

const toKebabCase = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * CSS giving code blocks the colours of `theme` under `scope` (e.g. `[data-theme='dark']`): the text and
 * background variables theme-classic's code block styles read, then the token colours in the theme's
 * order so later entries win as they do in prism-react-renderer; an entry limited to some languages
 * applies inside their `language-*` blocks only.
 */
export function toCodeThemeCss(theme: PrismTheme, scope: string): string {
  const {color, backgroundColor} = theme.plain;
  const variables = [
    color && `--prism-color:${color}`,
    backgroundColor && `--prism-background-color:${backgroundColor}`,
  ];
  const blockRule = `${scope} .theme-code-block{${variables.filter(Boolean).join(';')}}`;
  const tokenRules = theme.styles.map(({types, languages, style}) => {
    const blocks = languages ? languages.map((language) => ` .language-${language}`) : [''];
    const selectors = blocks.flatMap((block) => types.map((type) => `${scope}${block} .token.${type}`));
    const declarations = Object.entries(style).map(
      ([property, value]) => `${toKebabCase(property)}:${value}`,
    );
    return `${selectors.join(',')}{${declarations.join(';')}}`;
  });
  return [blockRule, ...tokenRules].join('\n');
}
