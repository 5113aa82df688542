import { LOGO_LOADERS } from './generated/logo-table';

// Resolved logos, so an image element created after its logo once loaded draws it at once.
const loaded = new Map<string, string>();
const pending = new Map<string, Promise<string | undefined>>();

/** The logo key of a wallet: its name in lower case, letters and digits only (`wallet:trustwallet`). */
export function walletLogoKey(name: string): string {
  return `wallet:${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

/** Whether the bundled icon set has a logo for this key. */
export function hasLogo(key: string | undefined): key is string {
  return key !== undefined && Object.prototype.hasOwnProperty.call(LOGO_LOADERS, key);
}

/** The logo's SVG markup when it has already loaded, else undefined. */
export function loadedLogo(key: string | undefined): string | undefined {
  return key === undefined ? undefined : loaded.get(key);
}

/** Loads a logo's SVG markup (its own small module, fetched once); undefined for an unknown key or a failed load. */
export function loadLogo(key: string): Promise<string | undefined> {
  const known = loaded.get(key);
  if (known !== undefined) return Promise.resolve(known);
  let request = pending.get(key);
  if (!request) {
    const loader = hasLogo(key) ? LOGO_LOADERS[key] : undefined;
    request = loader
      ? loader().then(
          (module) => {
            loaded.set(key, module.default);
            return module.default;
          },
          () => {
            pending.delete(key);
            return undefined;
          },
        )
      : Promise.resolve(undefined);
    pending.set(key, request);
  }
  return request;
}
