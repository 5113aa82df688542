/** SPEC §9: how long an image may take to load before its placeholder is kept. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000;

/** The part of an HTMLImageElement a preload needs (tests pass their own). */
export type PreloadTarget = Pick<HTMLImageElement, 'onload' | 'onerror' | 'src'>;

/**
 * Loads an image in the background: resolves true once it has loaded, false when it fails or
 * takes longer than `timeoutMs` (SPEC §9 image preload timeout, 2 s), or cannot be created.
 */
export function preloadImage(
  url: string,
  timeoutMs: number = IMAGE_PRELOAD_TIMEOUT_MS,
  create: () => PreloadTarget = () => new Image(),
): Promise<boolean> {
  return new Promise((resolve) => {
    let image: PreloadTarget;
    try {
      image = create();
    } catch {
      resolve(false);
      return;
    }
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(loaded: boolean): void {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(loaded);
    }
    image.onload = () => finish(true);
    image.onerror = () => finish(false);
    image.src = url;
  });
}
