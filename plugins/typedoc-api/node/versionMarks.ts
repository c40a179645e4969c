import type {ApiOutline} from '../shared/outline';
import {anchorOf, toMemberAnchor} from '../shared/permalinks';
import type {
  ApiChangeMark,
  ApiDeclarationPair,
  ApiMemberChange,
  ApiModel,
  ApiVersionLink,
  ApiVersionProps,
} from '../shared/types';
import {compareOutlines, type SymbolComparison} from './compare/compareOutlines';
import type {GuideSections} from './guideSections';

/** What the version marks need besides the models: the upgrade guide and the replacements it names. */
export interface UpgradeGuide {
  /** Site path of the guide from the older major to the newer (`/docs/upgrade-guides/v16-to-v17`). */
  path: string;
  /** Removed export → what replaces it in the newer major: `name` or `Owner#member`. */
  replacements: Record<string, string>;
  /** The section that lists each changed or removed symbol, when the guide has been read. */
  sections?: GuideSections;
}

/** The guide's section about a symbol, else the guide itself. */
function guideHrefOf(guide: UpgradeGuide, kind: keyof GuideSections, name: string): string {
  const anchor = guide.sections?.[kind].get(name);
  return anchor ? anchorOf(guide.path, anchor) : guide.path;
}

/** A page's version props, and the marks of its members (`New in 17`, `Deprecated in 17`) by anchor, for their labels. */
export interface PageVersionProps {
  props: ApiVersionProps;
  /** A map: members are named `constructor` and `toString`, which no key of an object may be. */
  memberMarks: ReadonlyMap<string, readonly string[]>;
}

/** The words of a mark before the major it names: `New in` 17. */
const statusLabels = {
  added: 'New in',
  changed: 'Changed in',
  removed: 'Removed in',
  optionalUndefined: '| undefined in',
} as const;

const majorOf = (model: ApiModel) => Number(model.packageVersion.split('.')[0]);

/** The page named `name` that the package exports; pages of unexported types are not candidates. */
function exportedPage(model: ApiModel, name: string) {
  return model.pages.find((page) => page.name === name && !page.notExported);
}

/** `Owner#member` or `name` → a link to that page (and member) in `model`, if it has one. */
function toReplacement(model: ApiModel, target: string): ApiChangeMark['replacement'] {
  const [name, member] = target.split('#');
  const page = exportedPage(model, name);
  if (!page) return undefined;
  return {
    label: member ? `${name}.${member}` : name,
    href: member ? anchorOf(page.permalink, toMemberAnchor(member, false)) : page.permalink,
  };
}

/** The marks of one symbol on `current`'s page, from its comparison with the `other` major. */
function toMarks(
  comparison: SymbolComparison,
  current: ApiModel,
  other: ApiModel,
  guide: UpgradeGuide | undefined,
): ApiChangeMark[] {
  const isNewer = majorOf(current) > majorOf(other);
  const [older, newer] = isNewer ? [other, current] : [current, other];
  const newerMajor = majorOf(newer);
  const marks: ApiChangeMark[] = [];
  if (comparison.status === 'added' && isNewer) marks.push({status: 'added', label: `New in ${newerMajor}`});
  if (comparison.status === 'removed' && !isNewer) {
    const target = guide?.replacements[comparison.name];
    const replacement = target === undefined ? undefined : toReplacement(newer, target);
    marks.push({
      status: 'removed',
      label: `Removed in ${newerMajor}`,
      ...(guide && {guideHref: guideHrefOf(guide, 'removed', comparison.name)}),
      ...(replacement && {replacement}),
    });
  }
  const pair = (olderCode: string, newerCode: string): ApiDeclarationPair => [
    {version: older.packageVersion, code: olderCode},
    {version: newer.packageVersion, code: newerCode},
  ];
  // Members that differ only in an optional's `| undefined`: listed with the page's changes, under their own label.
  const optionalUndefined = comparison.optionalUndefined.members.map((member): ApiMemberChange => ({
    name: member.name,
    label: `${statusLabels.optionalUndefined} ${newerMajor}`,
    status: 'optionalUndefined',
    href: anchorOf(exportedPage(current, comparison.name)!.permalink, member.anchor),
    declarations: pair(member.older, member.newer),
  }));
  if (comparison.status === 'same' && (comparison.optionalUndefined.declaration || optionalUndefined.length))
    marks.push({
      status: 'optionalUndefined',
      label: `${statusLabels.optionalUndefined} ${newerMajor}`,
      ...(comparison.optionalUndefined.declaration && {
        declarations: pair(comparison.older!, comparison.newer!),
      }),
      ...(optionalUndefined.length > 0 && {members: optionalUndefined}),
    });
  if (comparison.status === 'changed') {
    // A member this major lacks is linked on the other major's page of the same symbol.
    const memberHref = (model: ApiModel, anchor: string) =>
      anchorOf(exportedPage(model, comparison.name)!.permalink, anchor);
    const changes = comparison.members.map((member): ApiMemberChange => {
      const label = `${statusLabels[member.status]} ${newerMajor}`;
      const owner = member.status === 'added' ? newer : member.status === 'removed' ? older : current;
      return {
        name: member.name,
        label,
        status: member.status,
        href: memberHref(owner, member.anchor),
        ...(member.status === 'changed' && {declarations: pair(member.older!, member.newer!)}),
      };
    });
    marks.push({
      status: 'changed',
      label: `Changed in ${newerMajor}`,
      ...(guide && {guideHref: guideHrefOf(guide, 'changed', comparison.name)}),
      ...(comparison.declarationChanged && {declarations: pair(comparison.older!, comparison.newer!)}),
      ...(changes.length + optionalUndefined.length > 0 && {members: [...changes, ...optionalUndefined]}),
    });
  }
  // The other major's deprecation: the page shows its own.
  const otherDeprecated = isNewer ? comparison.olderDeprecated : comparison.newerDeprecated;
  const ownDeprecated = isNewer ? comparison.newerDeprecated : comparison.olderDeprecated;
  if (otherDeprecated && !ownDeprecated)
    marks.push({status: 'deprecated', label: `Deprecated in ${majorOf(other)}`});
  return marks;
}

/**
 * The version switch and the change marks of every page of `current`, computed once at build time from all
 * the plugin's instances (one per major): `forPage(outline)` gives a page's, `forIndex` the overview's.
 */
export function toVersionProps(
  current: ApiModel,
  outlines: readonly ApiOutline<unknown>[],
  others: readonly {model: ApiModel; outlines: readonly ApiOutline<unknown>[]}[],
  guide?: UpgradeGuide,
): {forPage(outline: ApiOutline<unknown>): PageVersionProps; forIndex: ApiVersionProps} {
  const all = [current, ...others.map((other) => other.model)].sort((a, b) => majorOf(b) - majorOf(a));
  const comparisons = others.map((other) => {
    const isNewer = majorOf(current) > majorOf(other.model);
    const compared = isNewer
      ? compareOutlines(other.outlines, outlines)
      : compareOutlines(outlines, other.outlines);
    return {model: other.model, compared};
  });
  // The anchors of the members of `name` that `model` lacks and this major has.
  const lackedMembers = (model: ApiModel, name: string): string[] => {
    const comparison = comparisons.find((other) => other.model === model)?.compared.get(name);
    const onlyHere = majorOf(current) > majorOf(model) ? 'added' : 'removed';
    return (comparison?.members ?? []).flatMap((member) =>
      member.status === onlyHere ? [member.anchor] : [],
    );
  };
  const versionsOf = (name?: string): ApiVersionLink[] =>
    all.map((model) => {
      const page = name === undefined ? undefined : exportedPage(model, name);
      const missing = name !== undefined && !page;
      return {
        version: model.packageVersion,
        href: page
          ? page.permalink
          : `${model.indexPermalink}${missing ? `?missing=${encodeURIComponent(name)}` : ''}`,
        ...(model === current ? {current: true} : page && {lacks: lackedMembers(model, name!)}),
      };
    });
  // The exports the other majors have and this one lacks, with what the guide says replaces them here.
  const replacements = Object.entries(guide?.replacements ?? {}).flatMap(([name, target]) => {
    const replacement = exportedPage(current, name) ? undefined : toReplacement(current, target);
    return replacement ? [[name, replacement] as const] : [];
  });
  return {
    forIndex: {
      versions: versionsOf(),
      marks: [],
      ...(replacements.length > 0 && {replacements: Object.fromEntries(replacements)}),
    },
    forPage(outline) {
      const memberMarks = new Map<string, string[]>();
      if (outline.notExported) return {props: {versions: versionsOf(), marks: []}, memberMarks};
      const marks: ApiChangeMark[] = [];
      const mark = (anchor: string, label: string) =>
        memberMarks.set(anchor, [...(memberMarks.get(anchor) ?? []), label]);
      for (const {model, compared} of comparisons) {
        const comparison = compared.get(outline.name);
        if (!comparison) continue;
        marks.push(...toMarks(comparison, current, model, guide));
        const isNewer = majorOf(current) > majorOf(model);
        const newerMajor = Math.max(majorOf(current), majorOf(model));
        for (const member of comparison.members) {
          // A member gets its mark on the page where it is: added ones in the newer major, removed in the older.
          const here = member.status === 'changed' || (member.status === 'added') === isNewer;
          if (here) mark(member.anchor, `${statusLabels[member.status]} ${newerMajor}`);
        }
        for (const member of comparison.optionalUndefined.members)
          mark(member.anchor, `${statusLabels.optionalUndefined} ${newerMajor}`);
        // The other major's deprecation of a member this page does not deprecate.
        for (const member of comparison.memberDeprecations) {
          const [own, other] = isNewer
            ? [member.newerDeprecated, member.olderDeprecated]
            : [member.olderDeprecated, member.newerDeprecated];
          if (other && !own) mark(member.anchor, `Deprecated in ${majorOf(model)}`);
        }
      }
      return {props: {versions: versionsOf(outline.name), marks}, memberMarks};
    },
  };
}
