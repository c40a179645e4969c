/** @category Deprecation */
/**
 * The old way.
 * @deprecated Use `NewThing` instead.
 */
export declare function oldApi(): void;
/** The new way. */
export declare class NewThing {
  /**
   * A retired flag.
   * @deprecated
   */
  legacy?: boolean;
}
