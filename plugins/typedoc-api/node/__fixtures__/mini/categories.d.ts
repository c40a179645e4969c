/** @category File Level */
/** Takes the file's category. */
export declare class Categorised {
  /** Its name. */
  name: string;
}
/**
 * Names its own category.
 * @category Own Tag
 */
export declare function tagged(): void;
