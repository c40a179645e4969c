interface Settings {
  name: string;
}
export declare function second(settings: Settings): void;
