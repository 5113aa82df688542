// The code blocks of the README, for the tests that type-check them and run them as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './packed-app';

/** One fenced code block: its language tag, its text and the README line it starts on. */
export interface ReadmeBlock {
  lang: string;
  code: string;
  line: number;
  /** The nearest `## ` heading above it. */
  section: string;
}

/** Every fenced block of a Markdown text, in order. */
export function codeBlocks(markdown: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  const lines = markdown.split('\n');
  let section = '';
  for (let index = 0; index < lines.length; index++) {
    const heading = /^## (.+)$/.exec(lines[index]!);
    if (heading) section = heading[1]!;
    const fence = /^```(\w*)\s*$/.exec(lines[index]!);
    if (!fence) continue;
    const start = index;
    const body: string[] = [];
    while (++index < lines.length && !/^```\s*$/.test(lines[index]!)) body.push(lines[index]!);
    if (index >= lines.length) throw new Error(`README line ${start + 1}: code block never closed`);
    blocks.push({ lang: fence[1] ?? '', code: `${body.join('\n')}\n`, line: start + 1, section });
  }
  return blocks;
}

/** The blocks of a README of the repository (the root one unless told). */
export function readmeBlocks(readme = 'README.md'): ReadmeBlock[] {
  return codeBlocks(readFileSync(join(repoRoot, readme), 'utf8'));
}

/** The README's only block of `lang` under the `## section` heading. */
export function readmeExample(section: string, lang: string): string {
  const found = readmeBlocks().filter((block) => block.section === section && block.lang === lang);
  if (found.length !== 1)
    throw new Error(`README: expected one ${lang} block under "## ${section}", found ${found.length}`);
  return found[0]!.code;
}

/** The inline module scripts of an HTML snippet (the scripts with a `src` are left out). */
export function inlineModuleScripts(html: string): string[] {
  return [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}
