/** Options for graphql's `parse`: it stops as soon as a document exceeds one of them. */
export const parseLimits = {
  // Checked before lexing starts: the length of the text, in UTF-16 code units.
  maxSourceLength: 10_000,
  // Names, punctuation, strings and numbers; comments do not count here.
  maxLexicalTokens: 1_000,
  maxComments: 50,
};
