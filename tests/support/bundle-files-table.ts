/**
 * Reads the bundle-files module the build writes (scripts/split-lazy-registry.ts,
 * `const f=[[files…],…];export const files={"tag":f[i],…}`): per tag, its bundle's files.
 */
export function bundleFilesTable(code: string): Map<string, string[]> {
  const lists = JSON.parse(/^const f=(\[.*?\]\]);/.exec(code)![1]!) as string[][];
  const rows = [...code.matchAll(/"([\w-]+)":f\[(\d+)\]/g)];
  return new Map(rows.map(([, tag, index]) => [tag!, lists[Number(index)]!]));
}
