export { Thing, Shape, Colour, old } from './thing';
export * as Kinds from './kinds';
