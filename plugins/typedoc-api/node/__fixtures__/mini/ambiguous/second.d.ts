interface Config {
  name: string;
}
export declare function second(settings: Config): void;
