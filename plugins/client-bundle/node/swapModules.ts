import type {CurrentBundler} from '@docusaurus/types';

/** A module replaced by one of ours for one importer: who imports it, by which request, and with what. */
export interface Swap {
  issuer: RegExp;
  request: string;
  replacement: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The bundler plugin that makes the swaps: an import whose request and importer match a swap resolves to
 * the swap's replacement; every other import of the same request is left alone. Docusaurus offers no
 * option for the behaviours the site changes this way, and wrapping a theme component cannot reach them.
 */
export function swapModules(
  currentBundler: CurrentBundler,
  swaps: readonly Swap[],
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  const requests = new RegExp(`^(?:${swaps.map((swap) => escapeRegExp(swap.request)).join('|')})$`);
  return new currentBundler.instance.NormalModuleReplacementPlugin(requests, (resolveData) => {
    const issuer = resolveData.contextInfo?.issuer ?? '';
    const swap = swaps.find(
      (candidate) => candidate.request === resolveData.request && candidate.issuer.test(issuer),
    );
    if (swap) resolveData.request = swap.replacement;
  });
}
