/** Strings of the wallet area. */
export const wallet = {} as const;
