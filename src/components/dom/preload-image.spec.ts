import { IMAGE_PRELOAD_TIMEOUT_MS, preloadImage, type PreloadTarget } from './preload-image';

interface FakeImage {
  onload: (() => void) | null;
  onerror: (() => void) | null;
  src: string;
  fire(kind: 'load' | 'error'): void;
}

/** Stands in for an Image: `fire` plays the browser's load or error event. */
function fakeImage(): FakeImage & PreloadTarget {
  const image: FakeImage = {
    onload: null,
    onerror: null,
    src: '',
    fire(kind) {
      (kind === 'load' ? image.onload : image.onerror)?.();
    },
  };
  return image as FakeImage & PreloadTarget;
}

describe('preloadImage (SPEC §9 image preload timeout)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the timeout is 2 s', () => {
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000);
  });

  test('resolves true when the image loads in time, and sets its src', async () => {
    const image = fakeImage();
    const result = preloadImage('https://img.example.test/a.png', undefined, () => image);
    expect(image.src).toBe('https://img.example.test/a.png');
    jest.advanceTimersByTime(1999);
    image.fire('load');
    await expect(result).resolves.toBe(true);
  });

  test('resolves false when the image fails', async () => {
    const image = fakeImage();
    const result = preloadImage('https://img.example.test/b.png', undefined, () => image);
    image.fire('error');
    await expect(result).resolves.toBe(false);
  });

  test('resolves false after 2 s without an answer; a late load changes nothing', async () => {
    const image = fakeImage();
    let settled: boolean | undefined;
    void preloadImage('https://img.example.test/c.png', undefined, () => image).then(
      (value) => (settled = value),
    );
    jest.advanceTimersByTime(1999);
    await Promise.resolve();
    expect(settled).toBeUndefined();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(settled).toBe(false);
    image.fire('load');
    await Promise.resolve();
    expect(settled).toBe(false);
  });
});

describe('preloadImage without an Image constructor', () => {
  test('resolves false', async () => {
    const result = preloadImage('https://img.example.test/d.png', 10, () => {
      throw new ReferenceError('Image is not defined');
    });
    await expect(result).resolves.toBe(false);
  });
});
