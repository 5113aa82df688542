/** Strings of the primitives area. */
export const primitives = {} as const;
