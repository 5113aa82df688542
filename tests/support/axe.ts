import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer';

/** One axe-core violation, reduced to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's data for each node (e.g. the colours and ratio of a contrast failure). */
  details: string[];
}

/** The impacts that fail a test. */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

const hasAxe = (page: Page): Promise<boolean> =>
  page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');

/**
 * Injects axe-core (the npm package's browser build) into the page once. The demo pages' CSP
 * refuses inline scripts, which is what addScriptTag adds; then the same file is evaluated through
 * DevTools instead (the test's own tooling, not page script).
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await hasAxe(page)) return;
  const path = require.resolve('axe-core');
  try {
    await page.addScriptTag({ path });
  } catch {
    // Blocked by the CSP: fall through to evaluation.
  }
  if (!(await hasAxe(page))) await page.evaluate(readFileSync(path, 'utf8'));
  if (!(await hasAxe(page))) throw new Error('axe-core could not be injected into the page');
}

/**
 * Runs axe on the open modal (through its shadow roots) and returns the serious and critical
 * violations. Page source as a string so the test transpiler cannot rewrite it. Entrance
 * animations (a view fading in) finish first: mid-fade, axe would measure a half-transparent
 * button's contrast. Endless ones (spinners) are left running.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  const result: unknown = await page.evaluate(`
    Promise.all(
      (function animationsOf(root) {
        const found = [];
        for (const element of root.querySelectorAll('*')) {
          found.push(...element.getAnimations());
          if (element.shadowRoot) found.push(...animationsOf(element.shadowRoot));
        }
        return found;
      })(document)
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => axe.run({ include: [['w3m-modal']] }, { resultTypes: ['violations'] }).then((results) =>
      results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => JSON.stringify(n.target)),
        details: v.nodes.map((n) => n.failureSummary + ' ' + JSON.stringify((n.any[0] || {}).data ?? null)),
      })),
    ))
  `);
  if (!Array.isArray(result)) throw new Error('axe.run did not return a list of violations');
  return (result as AxeViolation[]).filter((violation) =>
    (BLOCKING_IMPACTS as readonly string[]).includes(violation.impact ?? ''),
  );
}
