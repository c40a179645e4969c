/**
 * Where a page's member index goes among its sections: after the declaration, so that class and interface pages
 * open with their whole declaration, as TypeDoc's pages do; before everything else. Both renderers (the page and
 * its Markdown twin) place it so.
 */
export function sectionsAroundMemberIndex<T extends {id: string}>(
  sections: readonly T[],
): [before: T[], after: T[]] {
  const declaration = sections.findIndex((section) => section.id === 'declaration');
  return [sections.slice(0, declaration + 1), sections.slice(declaration + 1)];
}
