/** @category Enums */
/** The name kind. */
export declare const NAME = 'Name';
export type NAME = typeof NAME;
export declare const DOCUMENT = 'Document';
export type DOCUMENT = typeof DOCUMENT;
