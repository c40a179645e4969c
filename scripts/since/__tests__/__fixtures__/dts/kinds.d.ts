export declare const A = 'a';
export declare const B = 'b';
