import {anchorOf} from '../../typedoc-api';
import type {ApiMarkdown, ApiMember, ApiModel, ApiOutline, ApiPage, ApiSignature} from '../../typedoc-api';
import type {SearchRecord} from '../shared/types';

function parameterNames(signatures: readonly ApiSignature[] = []): string[] {
  return signatures.flatMap((signature) => signature.parameters.map((parameter) => parameter.name));
}

/** Distinct words in first-seen order: repeats would only inflate the index, not the ranking. */
function joinDistinct(words: string[]): string | undefined {
  return words.length ? [...new Set(words)].join(' ') : undefined;
}

/** How many pages refer to a page: the links its "Related" section lists (guides, and API pages using it). */
function countReferences(outline: ApiOutline<ApiMarkdown> | undefined): number {
  return (outline?.sections ?? [])
    .flatMap((section) => section.blocks)
    .flatMap((block) => (block.type === 'relations' ? block.groups : []))
    .reduce((count, group) => count + group.links.length, 0);
}

/**
 * Whether a member gets a record of its own: not an index or call signature (they have no name to search
 * for), and not a member inherited from another page, where it has its record already. Members inherited
 * from built-ins (`Error`'s `message`) are only documented on the page that inherits them.
 */
function isSearchable(member: ApiMember): boolean {
  return member.kind !== 'indexSignature' && member.kind !== 'callSignature' && !member.inheritedFrom?.href;
}

/** What a member is, as its page's member index says it (`static method`), else by its owner's kind. */
function memberKindOf(
  member: ApiMember,
  outline: ApiOutline<ApiMarkdown> | undefined,
  page: ApiPage,
): string {
  const entry = outline?.memberIndex.find((candidate) => candidate.anchor === member.anchor);
  return entry?.kindLabel ?? `${(outline?.kindLabel ?? page.kind).toLowerCase()} member`;
}

/** The label of a model's major in search: `17` for graphql 17.1.0. */
export function toVersionLabel(model: ApiModel): string {
  return model.packageVersion.split('.')[0];
}

/**
 * The records of one major's API: one per page (its name, summary and parameter names) and one per member
 * (its name, kind, summary and parameter names, at its anchor on the page), in the model's order, each page's
 * members after it. Paths are relative to the major's overview (`/class/GraphQLSchema#getQueryType`).
 * `outlines` are the pages as the site lays them out, with the docs pages that link to them.
 */
export function toApiRecords(model: ApiModel, outlines: readonly ApiOutline<ApiMarkdown>[]): SearchRecord[] {
  const outlineById = new Map(outlines.map((outline) => [outline.id, outline]));
  const versions = [toVersionLabel(model)];
  return model.pages.flatMap((page) => {
    if (!page.permalink.startsWith(`${model.indexPermalink}/`))
      throw new Error(`search: ${page.permalink} is not under its overview ${model.indexPermalink}`);
    const path = page.permalink.slice(model.indexPermalink.length);
    const outline = outlineById.get(page.id);
    const references = countReferences(outline);
    const pageRecord: SearchRecord = {
      path,
      kind: page.kind,
      title: page.name,
      text: page.summary,
      params: joinDistinct(parameterNames(page.signatures)),
      ...(page.notExported && {notExported: true}),
      versions,
      references,
    };
    const memberRecords = page.members.filter(isSearchable).map((member): SearchRecord => ({
      path: anchorOf(path, member.anchor),
      kind: 'member',
      title: page.name,
      heading: member.name,
      memberKind: memberKindOf(member, outline, page),
      text: member.summary,
      params: joinDistinct(parameterNames(member.signatures)),
      versions,
      references,
    }));
    return [pageRecord, ...memberRecords];
  });
}
