/** Config of `first`; the other file declares an unrelated type of the same name. */
interface Config {
  depth: number;
}
export declare function first(settings: Config): void;
