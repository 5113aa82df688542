import type { Browser, Page } from 'puppeteer';
import { launchBrowser, openPage } from '../browser';
import { stackInfo } from '../stack-info';
import { GalleryRecorder } from './gallery-recorder';
import { resetGallery, writeGalleryIndex } from './gallery-writer';

/** One gallery page's shots: `shoot` records a state, `problemsOf` lists what the checks found. */
export interface GalleryPage {
  /** The file's browser (for popups and targets). */
  browser(): Browser;
  /** Captures `state` in every theme and viewport. */
  shoot(state: string): Promise<void>;
  /** The problems of the states shot since `from` (an index into the shot states). */
  problemsOf(from?: number): string[];
  /** How many states were shot so far. */
  shotCount(): number;
}

/**
 * A gallery page of its own for one e2e file: one browser and one page on the plain HTML host,
 * prepared by `prepare` before the tests; the shots land in `out` with an index page after them.
 */
export function useGalleryPage(out: string, prepare: (page: Page) => Promise<void>): GalleryPage {
  const recorder = new GalleryRecorder(out);
  const states: string[] = [];
  let browser: Browser | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    resetGallery(out);
    browser = await launchBrowser();
    ({ page } = await openPage(browser, stackInfo().urls.html));
    await prepare(page);
  });

  afterAll(async () => {
    writeGalleryIndex(out, recorder.shots);
    await browser?.close();
  });

  return {
    browser: () => {
      if (!browser) throw new Error('useGalleryPage: the browser starts in beforeAll');
      return browser;
    },
    shoot: async (state) => {
      if (!page) throw new Error('useGalleryPage: the page opens in beforeAll');
      states.push(state);
      await recorder.capture(page, state);
    },
    problemsOf: (from = 0) => recorder.problemsOf(states.slice(from)),
    shotCount: () => states.length,
  };
}
