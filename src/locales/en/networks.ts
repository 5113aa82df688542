/** Strings of the networks area. */
export const networks = {} as const;
