/** @category Enums */
import type * as Kind_ from './kinds_.js';
/** The colours. */
export declare const Color: {
  /** Red. */
  readonly RED: 'red';
  readonly GREEN: 'green';
};
/** A colour value. */
export type Color = (typeof Color)[keyof typeof Color];
/** The namespace of all kinds. */
export * as Kind from './kinds_.js';
export type Kind = (typeof Kind_)[keyof typeof Kind_];
/** A TypeScript enum. */
export declare enum Direction {
  Up = 'UP',
  /** Downwards. */
  Down = 'DOWN',
}
