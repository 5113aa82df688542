import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One screenshot of the gallery. */
export interface Shot {
  state: string;
  theme: 'dark' | 'light';
  viewport: 'desktop' | 'phone';
  file: string;
  problems: string[];
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Empties the gallery folder. */
export function resetGallery(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** Writes index.html: one row per state, its four shots side by side, problems under each. */
export function writeGalleryIndex(dir: string, shots: readonly Shot[]): void {
  const states = [...new Set(shots.map((shot) => shot.state))];
  const rows = states.map((state) => {
    const cells = shots
      .filter((shot) => shot.state === state)
      .map(
        (shot) =>
          `<figure><a href="${shot.file}"><img src="${shot.file}" alt="${escapeHtml(`${state}, ${shot.theme}, ${shot.viewport}`)}" loading="lazy"></a>` +
          `<figcaption>${shot.theme} · ${shot.viewport}${shot.problems.map((problem) => `<br><strong>${escapeHtml(problem)}</strong>`).join('')}</figcaption></figure>`,
      );
    return `<section><h2>${escapeHtml(state)}</h2><div class="row">${cells.join('')}</div></section>`;
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>w3m-elements gallery</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#f4f4f4}h2{font-size:16px;margin:24px 0 8px}
.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}figure{margin:0}img{height:360px;border:1px solid #ccc;background:#fff}
figcaption{color:#444}strong{color:#b3202a;font-weight:600}</style></head><body>
<h1>w3m-elements: every view, dark and light, desktop and phone</h1>
<p>${shots.length} screenshots, ${shots.filter((shot) => shot.problems.length > 0).length} with layout problems.</p>
${rows.join('\n')}
</body></html>\n`;
  writeFileSync(join(dir, 'index.html'), html);
}
