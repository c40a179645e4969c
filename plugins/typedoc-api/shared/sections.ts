import type {ApiMember, ApiMemberKind, ApiPage} from './types';

/** A part of a symbol's page under an `h2`; shared by the TOC (build time) and the templates. */
export type ApiSection<Doc> =
  | {id: string; title: string; kind: 'typeParameters' | 'signatures' | 'type' | 'examples' | 'see'}
  | {id: string; title: string; kind: 'members'; members: ApiMember<Doc>[]}
  | {id: string; title: string; kind: 'enumMembers'; members: ApiMember<Doc>[]};

const MEMBER_SECTIONS: {kind: ApiMemberKind; id: string; title: string}[] = [
  {kind: 'constructor', id: 'constructors', title: 'Constructor'},
  {kind: 'callSignature', id: 'call-signatures', title: 'Call signatures'},
  {kind: 'indexSignature', id: 'index-signatures', title: 'Index signatures'},
  {kind: 'property', id: 'properties', title: 'Properties'},
  {kind: 'accessor', id: 'accessors', title: 'Accessors'},
  {kind: 'method', id: 'methods', title: 'Methods'},
];

/**
 * The `h2` sections of a page, in order. Section ids never clash with member anchors: a clash gets a
 * `-section` suffix.
 */
export function toSections<Doc>(page: ApiPage<Doc>): ApiSection<Doc>[] {
  const anchors = new Set(page.members.map((m) => m.anchor));
  const id = (base: string) => (anchors.has(base) ? `${base}-section` : base);
  const sections: ApiSection<Doc>[] = [];

  if (page.typeParameters.length > 0) {
    sections.push({id: id('type-parameters'), title: 'Type parameters', kind: 'typeParameters'});
  }
  const typeSection: ApiSection<Doc>[] = page.type ? [{id: id('type'), title: 'Type', kind: 'type'}] : [];
  const signatureSection: ApiSection<Doc>[] = page.signatures.length
    ? [
        {
          id: id('signature'),
          title: page.signatures.length > 1 ? 'Signatures' : 'Signature',
          kind: 'signatures',
        },
      ]
    : [];
  // A function's signature matters most; a type alias is first of all its type.
  sections.push(
    ...(page.kind === 'function'
      ? [...signatureSection, ...typeSection]
      : [...typeSection, ...signatureSection]),
  );
  if (page.kind === 'enum') {
    sections.push({id: id('members'), title: 'Members', kind: 'enumMembers', members: page.members});
  } else {
    for (const section of MEMBER_SECTIONS) {
      const members = page.members.filter((m) => m.kind === section.kind);
      if (members.length) sections.push({id: id(section.id), title: section.title, kind: 'members', members});
    }
  }
  if (page.examples.length) {
    sections.push({
      id: id('examples'),
      title: page.examples.length > 1 ? 'Examples' : 'Example',
      kind: 'examples',
    });
  }
  if (page.see.length) sections.push({id: id('see-also'), title: 'See also', kind: 'see'});
  return sections;
}
