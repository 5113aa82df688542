/** Blockscout's next_page_params: flat keys with string, number, boolean or null values. */
export type PageParams = Record<string, string | number | boolean | null>;

function isPageParams(value: unknown): value is PageParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (entry) => entry === null || ['string', 'number', 'boolean'].includes(typeof entry),
    )
  );
}

/** A cursor carrying Blockscout's next_page_params as JSON. */
export function encodePageParams(params: PageParams): string {
  return JSON.stringify(params);
}

/** Reads a cursor made by encodePageParams; anything else throws 'Invalid history cursor'. */
export function decodePageParams(cursor: string): PageParams {
  let value: unknown;
  try {
    value = JSON.parse(cursor);
  } catch {
    value = undefined;
  }
  if (!isPageParams(value)) throw new Error(`Invalid history cursor "${cursor}"`);
  return value;
}
