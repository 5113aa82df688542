import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { byTestId, kitCall, waitForStillness } from '../shell-page';
import type { Shot } from './gallery-writer';
import { findLayoutProblems } from './layout-checks';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['dark', 'light'] as const;

/** How one state is shot. */
export interface CaptureOptions {
  /** Re-creates a transient state before each shot. */
  before?: () => Promise<void>;
  /** A test id that must still be on screen when checked (a transient element such as the snackbar). */
  mustShow?: string;
  /** For loading states: do not wait for the bundled logos (a held request may keep one pending). */
  loading?: boolean;
}

/** Waits until the page is still and, unless shooting a loading state, every bundled logo on screen has loaded. */
export async function settle(page: Page, loading = false): Promise<void> {
  // Two frames first, so transitions a theme or viewport change starts are running before we wait
  // them out; twice, since the end of one (a delayed min-height) can start another (the card's height).
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await waitForStillness(page);
  }
  if (loading) return;
  await page.waitForFunction(() => {
    const pending = (root: Document | ShadowRoot): boolean =>
      Array.from(root.querySelectorAll('*')).some(
        (element) =>
          element.classList.contains('placeholder') ||
          (element.shadowRoot ? pending(element.shadowRoot) : false),
      );
    return !pending(document);
  });
}

/** Shoots states in both themes and both viewports into one folder, with the in-page layout checks' findings. */
export class GalleryRecorder {
  /** Every shot taken so far, for the index page. */
  readonly shots: Shot[] = [];

  constructor(private readonly out: string) {}

  /** Shoots one state four times (dark and light, desktop and phone). */
  async capture(page: Page, state: string, options: CaptureOptions = {}): Promise<void> {
    for (const viewport of VIEWPORTS) {
      await page.setViewport({ width: viewport.width, height: viewport.height });
      for (const theme of THEMES) {
        await kitCall(page, 'setThemeMode', theme);
        if (options.before) await options.before();
        await settle(page, options.loading);
        const problems = (await page.evaluate(findLayoutProblems)).map(
          (problem) => `${problem.kind}: ${problem.detail}`,
        );
        // A transient element must still be there when checked, or the check proves nothing.
        if (options.mustShow && (await page.$(byTestId(options.mustShow))) === null)
          problems.push(`${options.mustShow} was gone when checked`);
        const file = `${state}-${theme}-${viewport.name}.png`;
        await page.screenshot({ path: join(this.out, file) });
        this.shots.push({ state, theme, viewport: viewport.name, file, problems });
      }
    }
  }

  /** Every problem of these states' shots, for one assertion. */
  problemsOf(states: readonly string[]): string[] {
    return this.shots
      .filter((shot) => states.includes(shot.state))
      .flatMap((shot) => shot.problems.map((problem) => `${shot.file}: ${problem}`));
  }
}
