/** Logo key → a loader of its SVG markup (the generated table's shape). */
export type LogoTable = Readonly<Record<string, () => Promise<{ default: string }>>>;

// The table itself (~77 loaders) loads on demand too, so an entry button that may draw a logo
// does not put it on the first load; views that draw logos ship it with themselves (logo-table-now.ts).
let table: LogoTable | undefined;
let tableRequest: Promise<LogoTable | undefined> | undefined;
// Resolved logos, so an image element created after its logo once loaded draws it at once.
const loaded = new Map<string, string>();
const pending = new Map<string, Promise<string | undefined>>();

/** The logo key of a wallet: its name in lower case, letters and digits only (`wallet:trustwallet`). */
export function walletLogoKey(name: string): string {
  return `wallet:${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

/** Makes the logo table available at once (a view that imports it statically hands it over as it loads). */
export function provideLogoTable(loaders: LogoTable): void {
  table ??= loaders;
}

function loadTable(): Promise<LogoTable | undefined> {
  if (table) return Promise.resolve(table);
  tableRequest ??= import('./generated/logo-table').then(
    (module) => (table ??= module.LOGO_LOADERS),
    () => {
      tableRequest = undefined;
      return undefined;
    },
  );
  return tableRequest;
}

/** Makes logos a view shipped with itself drawable at once (loadedLogo), without a load each. */
export function provideLogos(logos: Readonly<Record<string, string>>): void {
  for (const [key, svg] of Object.entries(logos)) if (!loaded.has(key)) loaded.set(key, svg);
}

/** Whether the bundled icon set has a logo for this key; undefined while the table has not loaded. */
export function hasLogo(key: string): boolean | undefined {
  return table && Object.prototype.hasOwnProperty.call(table, key);
}

/** The logo's SVG markup when it has already loaded, else undefined. */
export function loadedLogo(key: string): string | undefined {
  return loaded.get(key);
}

/** Loads a logo's SVG markup (the table first, then the logo's own small module, each fetched once); undefined for an unknown key or a failed load. */
export function loadLogo(key: string): Promise<string | undefined> {
  const known = loaded.get(key);
  if (known !== undefined) return Promise.resolve(known);
  let request = pending.get(key);
  if (!request) {
    request = loadTable().then((loaders) => {
      const loader = loaders && Object.prototype.hasOwnProperty.call(loaders, key) ? loaders[key] : undefined;
      if (!loader) {
        if (!loaders) pending.delete(key);
        return undefined;
      }
      return loader().then(
        (module) => {
          loaded.set(key, module.default);
          return module.default;
        },
        () => {
          pending.delete(key);
          return undefined;
        },
      );
    });
    pending.set(key, request);
  }
  return request;
}
