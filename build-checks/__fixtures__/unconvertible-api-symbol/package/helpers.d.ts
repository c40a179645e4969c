/** A helper: a function, not a constant. */
export declare function help(): void;
