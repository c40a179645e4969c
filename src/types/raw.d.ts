// `?raw` imports (see plugins/raw-imports) give the file's text.
declare module '*?raw' {
  const source: string;
  export default source;
}
