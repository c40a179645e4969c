import {toSections} from '../../shared/sections';
import type {
  ApiMember,
  ApiPage,
  ApiPageData,
  ApiParameter,
  ApiRichText,
  ApiSignature,
  ApiTocItem,
  ApiTypeParameter,
} from '../../shared/types';
import {toRichText} from './toRichText';

type Rich = ApiRichText;

/** A page's route props: its doc texts rendered to rich text, plus its table of contents and navigation. */
export function toPageData(
  page: ApiPage,
  navigation: Pick<ApiPageData, 'previous' | 'next' | 'categoryHref' | 'breadcrumbs'>,
): ApiPageData {
  const {description, deprecated, see, signatures, typeParameters, members, ...plain} = page;
  const rendered: ApiPage<Rich> = {
    ...plain,
    ...optionalRich('description', description),
    ...optionalRich('deprecated', deprecated),
    see: see.map(toRichText),
    signatures: signatures.map(toRichSignature),
    typeParameters: typeParameters.map(toRichTypeParameter),
    members: members.map(toRichMember),
  };
  return {...rendered, ...navigation, toc: toToc(rendered)};
}

function optionalRich<K extends string>(key: K, markdown: string | undefined): Partial<Record<K, Rich>> {
  return markdown === undefined ? {} : ({[key]: toRichText(markdown)} as Record<K, Rich>);
}

function toRichTypeParameter({description, ...plain}: ApiTypeParameter): ApiTypeParameter<Rich> {
  return {...plain, ...optionalRich('description', description)};
}

function toRichParameter({description, ...plain}: ApiParameter): ApiParameter<Rich> {
  return {...plain, ...optionalRich('description', description)};
}

function toRichSignature(signature: ApiSignature): ApiSignature<Rich> {
  const {typeParameters, parameters, returns, throws, description, deprecated} = signature;
  return {
    typeParameters: typeParameters.map(toRichTypeParameter),
    parameters: parameters.map(toRichParameter),
    returns: {type: returns.type, ...optionalRich('description', returns.description)},
    throws: throws.map(toRichText),
    ...optionalRich('description', description),
    ...optionalRich('deprecated', deprecated),
  };
}

function toRichMember(member: ApiMember): ApiMember<Rich> {
  const {signatures, description, deprecated, see, ...plain} = member;
  return {
    ...plain,
    ...(signatures && {signatures: signatures.map(toRichSignature)}),
    ...optionalRich('description', description),
    ...optionalRich('deprecated', deprecated),
    see: see.map(toRichText),
  };
}

/** `h2` per section and `h3` per class/interface member, matching what the templates render. */
function toToc(page: ApiPage<Rich>): ApiTocItem[] {
  return toSections(page).flatMap((section) => [
    {value: escapeHtml(section.title), id: section.id, level: 2},
    ...(section.kind === 'members'
      ? section.members.map((m) => ({value: escapeHtml(m.name), id: m.anchor, level: 3}))
      : []),
  ]);
}

// TOC values are HTML (Docusaurus renders them as such).
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
