import { imageContent } from './image-content';
import { hasLogo, loadLogo, loadedLogo } from './logo';

/** What an image element remembers: whether its own image failed, and the bundled logo (undefined: on its way, null: none). */
export interface LogoShown {
  failed: boolean;
  logo?: string | null;
}

/** The image element a LogoImage draws for: its name and image props, and its one state member (assigning it re-renders). */
export interface LogoImageHost {
  name?: string;
  imageSrc?: string;
  shown: LogoShown;
}

/**
 * What wui-wallet-image and wui-network-image share: the element's own image first, else the
 * bundled logo (table and SVG loaded on demand, an empty tile meanwhile so no monogram flashes),
 * else a monogram of the name.
 */
export class LogoImage {
  /** The key the last sync was for; null before the first one. */
  private syncedKey: string | undefined | null = null;

  constructor(
    private readonly host: LogoImageHost,
    private readonly keyOf: () => string | undefined,
  ) {}

  /** Call before each render: only a new logo key starts a load. */
  beforeRender(): void {
    if (this.keyOf() !== this.syncedKey) this.sync();
  }

  /** Call when the image URL changes: a new image gets its own chance. */
  imageSrcChanged(): void {
    this.host.shown = { failed: false };
    this.sync();
  }

  /** The image, the logo, an empty tile while the logo loads, or the monogram. */
  content() {
    const { name, imageSrc, shown } = this.host;
    return imageContent({
      name: name ?? '',
      imageSrc,
      imageFailed: shown.failed,
      logoSvg: shown.logo ?? undefined,
      logoPending: shown.logo === undefined,
      onImageError: this.onImageError,
    });
  }

  private readonly onImageError = (): void => {
    this.host.shown = { ...this.host.shown, failed: true };
    this.sync();
  };

  private show(logo: string | null | undefined): void {
    if (logo !== this.host.shown.logo) this.host.shown = { ...this.host.shown, logo };
  }

  /** Loads the bundled logo only when it will be drawn (no image of the element's own, or it failed). */
  private sync(): void {
    const key = this.keyOf();
    this.syncedKey = key;
    if (!key || hasLogo(key) === false) {
      this.show(null);
      return;
    }
    const svg = loadedLogo(key);
    this.show(svg);
    if (svg || (this.host.imageSrc && !this.host.shown.failed)) return;
    void loadLogo(key).then((logo) => {
      if (this.keyOf() === key) this.show(logo ?? null);
    });
  }
}
