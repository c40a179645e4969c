// prismjs's own typings cover its full build; its core alone has the same API, without grammars.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
