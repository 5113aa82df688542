/** Strings of the account area. */
export const account = {} as const;
