/** Settings of `first`; the other file declares an unrelated type of the same name. */
interface Settings {
  depth: number;
}
export declare function first(settings: Settings): void;
