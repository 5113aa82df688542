/** Strings of the connect area. */
export const connect = {} as const;
