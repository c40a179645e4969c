import {themes, type PrismTheme} from 'prism-react-renderer';

/** `theme` with some upstream colours replaced everywhere they occur; other styles are kept. */
function withColors(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({style, ...entry}) => {
      // Opacity would lower the contrast the replacement colours are chosen for.
      const {opacity: _opacity, ...rest} = style;
      void _opacity;
      const color = style.color && (replacements[style.color] ?? style.color);
      return {...entry, style: color ? {...rest, color} : rest};
    }),
  };
}

// Darker (light theme) or lighter (dark theme) versions of upstream colours, so every token has a
// contrast of at least 4.5:1 on the code background, highlighted lines included (WCAG AA).
export const lightCodeTheme = withColors(themes.github, {
  '#999988': '#65655a',
  '#e3116c': '#c30f5d',
  '#36acaa': '#236e6d',
  '#00a4db': '#006c91',
  '#d73a49': '#b7313e',
});

export const darkCodeTheme = withColors(themes.dracula, {
  'rgb(98, 114, 164)': '#8692b9',
  'rgb(255, 85, 85)': '#ff5858',
});
