// The floor under "click → Connect rows": the same card's final markup, every shadow root written out
// as declarative shadow DOM with its style sheets inline, put into the page at the click by one call,
// with no framework and nothing to download. Before the click the page shows the host's own entry
// button with the host's document sheets, so the fonts and styles the host had used are as warm.
// What is left is the browser's own parsing, style, layout and paint of that card: no code that
// builds this card at the click can be faster on the machine that runs the bench. Reported beside
// the real figures, not asserted.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import type { DevServer } from '../dev/server';
import { applyProfile, CLICK_AND_TIME_ROWS, CLICK_AND_TIME_VIEW, type OpenProfile } from './open-speed';

/**
 * Page source defining `serializeMarkup(element)`: the element as HTML, each open shadow root as a
 * `<template shadowrootmode="open">` holding its adopted sheets in a `<style>`, and `documentSheets()`:
 * the text of the document's style sheets (adopted and linked), one entry per sheet.
 */
const SERIALIZER = `
  const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const sheetText = (sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\\n');
  const voidTags = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source']);
  const serialize = (parent) => {
    let html = '';
    for (const node of parent.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) html += escapeText(node.textContent);
      if (node.nodeType !== Node.ELEMENT_NODE || node.localName === 'script') continue;
      const tag = node.localName;
      const attributes = [...node.attributes].map((a) => ' ' + a.name + '="' + escapeAttribute(a.value) + '"');
      html += '<' + tag + attributes.join('') + '>';
      if (node.shadowRoot) {
        html += '<template shadowrootmode="open"><style>' +
          [...node.shadowRoot.adoptedStyleSheets].map(sheetText).join('\\n') +
          '</style>' + serialize(node.shadowRoot) + '</template>';
      }
      html += serialize(tag === 'template' ? node.content : node);
      if (!voidTags.has(tag)) html += '</' + tag + '>';
    }
    return html;
  };
  const serializeMarkup = (element) => serialize({ childNodes: [element] });
  const documentSheets = () => [...document.adoptedStyleSheets, ...document.styleSheets].map(sheetText);
`;

/** Page source: the page before a click: `{ sheets, button }` (the document's sheets, the entry button). */
const SERIALIZE_CLOSED_PAGE = `(() => {${SERIALIZER}
  const button = document.querySelector('w3m-button');
  if (!button) throw new Error('no w3m-button in the page');
  return { sheets: documentSheets(), button: serializeMarkup(button) };
})()`;

/** Page source: the open modal, with the document's sheets it brought (`before`: those already there). */
const serializeOpenModal = (before: readonly string[]): string => `(() => {${SERIALIZER}
  const modal = document.querySelector('w3m-modal');
  if (!modal) throw new Error('no w3m-modal in the page');
  const before = new Set(${JSON.stringify(before)});
  const added = documentSheets().filter((sheet) => !before.has(sheet));
  return '<style>' + added.join('\\n') + '</style>' + serializeMarkup(modal);
})()`;

/** The host page before a click, as the floor page shows it: its document sheets and entry button. */
interface ClosedPage {
  sheets: string[];
  button: string;
}

/**
 * Writes the floor page into `<site>/bench-floor/`; returns its path. Before the click it shows what
 * the host showed (the entry button, with the document's sheets), so the fonts and styles the host
 * had already used are as warm here; the click puts `card` (the serialized modal) in.
 */
async function writeFloorPage(site: string, closed: ClosedPage, card: string): Promise<string> {
  const dir = join(site, 'bench-floor');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'card.html'), card);
  await writeFile(join(dir, 'page.css'), closed.sheets.join('\n'));
  await writeFile(
    join(dir, 'floor.js'),
    [
      "const card = await (await fetch('./card.html')).text();",
      "const slot = document.getElementById('slot');",
      // The click comes from inside the button's shadow root; it reaches the document composed.
      "document.addEventListener('click', () => slot.setHTMLUnsafe(card), { once: true });",
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8" /><title>Connect floor</title>',
      '<link rel="stylesheet" href="./page.css" />',
      '<script type="module" src="./floor.js"></script>',
      `</head><body>${closed.button}`,
      '<div id="slot"></div></body></html>',
    ].join('\n'),
  );
  return '/bench-floor/';
}

/**
 * Opens Connect on `hostPath` until every row has its logo, serializes the card, and times click →
 * rows on the floor page under `profile` (its network, if any, is not used: nothing is fetched),
 * `runs` times, each on a fresh page.
 */
export async function measureOpenFloor(
  browser: Browser,
  server: DevServer,
  site: string,
  hostPath: string,
  profile: OpenProfile,
  runs: number,
): Promise<number[]> {
  const host = await browser.newPage();
  let closed: ClosedPage;
  let card: string;
  try {
    await host.goto(server.url + hostPath, { waitUntil: 'networkidle0' });
    await host.waitForSelector('pierce/[data-testid="connect-button"]', { visible: true });
    closed = (await host.evaluate(SERIALIZE_CLOSED_PAGE)) as ClosedPage;
    await host.evaluate(CLICK_AND_TIME_VIEW);
    await host.waitForNetworkIdle({ idleTime: 200 });
    card = String(await host.evaluate(serializeOpenModal(closed.sheets)));
  } finally {
    await host.close();
  }
  const floorPath = await writeFloorPage(site, closed, card);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    try {
      await page.goto(server.url + floorPath, { waitUntil: 'networkidle0' });
      await applyProfile(page, { ...profile, network: undefined });
      times.push(Number(await page.evaluate(CLICK_AND_TIME_ROWS)));
    } finally {
      await page.close();
    }
  }
  return times;
}
