/** @category Inheritance */
/** Something with a name. */
export interface Named {
  /** The name. */
  readonly name: string;
  /** Describes it. */
  describe(): string;
}
/** The base class. */
export declare class Base implements Named {
  readonly name: string;
  describe(): string;
  /** Makes one. */
  static create(): Base;
  /** Size of the base. */
  get size(): number;
}
/** A subclass. */
export declare class Derived extends Base {
  /** Only on Derived. */
  extra: boolean;
}
/** Named without its method. */
export interface Renamed extends Omit<Named, 'describe'> {}
