import type {ApiModel, ApiPage, ApiSignature} from '../../typedoc-api';
import type {SearchRecord} from '../shared/types';

function parameterNames(signatures: readonly ApiSignature[] = []): string[] {
  return signatures.flatMap((signature) => signature.parameters.map((parameter) => parameter.name));
}

/** Distinct words in first-seen order: repeats would only inflate the index, not the ranking. */
function joinDistinct(words: string[]): string | undefined {
  return words.length ? [...new Set(words)].join(' ') : undefined;
}

/** One record per API page: its name, summary, member names and parameter names. */
export function toApiRecord(page: ApiPage): SearchRecord {
  return {
    id: page.permalink,
    kind: page.kind,
    title: page.name,
    text: page.summary,
    members: joinDistinct(page.members.map((member) => member.name)),
    params: joinDistinct([
      ...parameterNames(page.signatures),
      ...page.members.flatMap((member) => parameterNames(member.signatures)),
    ]),
    ...(page.notExported && {notExported: true}),
  };
}

/** The records of every API page, in the model's order. */
export function toApiRecords(model: ApiModel): SearchRecord[] {
  return model.pages.map(toApiRecord);
}
