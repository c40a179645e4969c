// What the bench reports of Lighthouse's runs. The runner itself (lighthouse/runLighthouse.ts) lives in a package
// folder of its own, installed only when the bench runs Lighthouse.

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface LighthouseFigures {
  runs: number;
  /** Median of the runs' scores, 0-100. */
  scores: Record<LighthouseCategory, number>;
  /** Median Largest Contentful Paint, ms (simulated mobile throttling). */
  lcpMs: number;
  /** Median Total Blocking Time, ms. */
  tbtMs: number;
  /** Median Cumulative Layout Shift. */
  cls: number;
  /** Audits that lost points outside performance in any run, by id: what keeps a score under 100. */
  failedAudits: string[];
  /**
   * Lighthouse's CPU benchmark of the machine (median). Its simulated mobile CPU is 4x slower than the
   * machine, so a busy or slow machine (index well under 1000) inflates TBT and lowers performance.
   */
  benchmarkIndex: number;
}

/** One run's figures: the same as the medians, before they are taken. */
export type RunFigures = Omit<LighthouseFigures, 'runs'>;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
