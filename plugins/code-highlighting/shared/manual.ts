// Must run before prism-core: without `manual`, Prism re-highlights every `language-*` element in the
// document once it loads, overwriting the code blocks React rendered.
(globalThis as {Prism?: object}).Prism = {manual: true};
