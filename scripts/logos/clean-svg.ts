import type { LogoSource } from './catalog';

/** Rejects anything an inline SVG must not carry, then trims it down to the drawing. */
export function cleanSvg(svg: string, source: LogoSource): string {
  const forbidden = [
    /<script/i,
    /\son[a-z]+\s*=/i,
    /<foreignObject/i,
    /href\s*=\s*["'](?!#)/i,
    /url\((?!#)/i,
  ];
  const bad = forbidden.find((pattern) => pattern.test(svg));
  if (bad) throw new Error(`${source.set}/${source.file}: unexpected ${String(bad)} in the SVG`);
  let out = svg
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/ class="web3icons"/, '')
    .replace(/ role="img"/, '')
    .replace(/ width="24" height="24"/, '')
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/ (?:x|y)="0px"| version="1\.1"| (?:width|height)="100%"/g, '')
    .trim();
  // Ids must not clash when two different logos share a document (each sits in its own shadow root, but be safe).
  const prefix = `w3m-${source.from}-${source.variant}-${source.set}-${source.file}`.replace(
    /[^a-zA-Z0-9-]/g,
    '-',
  );
  out = out.replace(/id="([^"]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);
  if (source.variant === 'mono')
    out = out.replace(/fill="#(?:fff|FFF|ffffff|FFFFFF)"/g, 'fill="currentColor"');
  return source.tile ? onTile(out, source.tile) : out;
}

/** Draws a bare glyph centred on a square of its brand colour (the set's wallet logos are such tiles). */
function onTile(svg: string, colour: string): string {
  if (!/^#[0-9a-fA-F]{3,8}$/.test(colour)) throw new Error(`tile colour ${colour} is not a hex colour`);
  const inner = svg.replace(/^<svg/, '<svg x="4" y="4" width="16" height="16"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="${colour}"/>${inner}</svg>`;
}
