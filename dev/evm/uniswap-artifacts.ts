import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';
import { z } from 'zod';
import { projectRoot } from '../paths';

/** A Uniswap V2 contract as published in the npm packages' build/ folders. */
export interface UniswapArtifact {
  abi: Abi;
  bytecode: Hex;
}

const ArtifactSchema = z.object({
  abi: z.array(z.looseObject({ type: z.string() })),
  bytecode: z.string().regex(/^(0x)?[0-9a-fA-F]+$/),
});

/** Where each contract the stack deploys comes from (the official artifacts, unmodified). */
const SOURCES = {
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
} as const;

/** A contract name of {@link SOURCES}. */
export type UniswapContract = keyof typeof SOURCES;

/** Reads one official Uniswap V2 artifact from node_modules; a malformed file throws naming it. */
export async function readUniswapArtifact(
  name: UniswapContract,
  root: string = projectRoot(),
): Promise<UniswapArtifact> {
  const file = createRequire(join(root, 'package.json')).resolve(SOURCES[name]);
  const parsed = ArtifactSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${SOURCES[name]} is not a contract artifact: ${parsed.error.message}`);
  const bytecode = parsed.data.bytecode.startsWith('0x') ? parsed.data.bytecode : `0x${parsed.data.bytecode}`;
  return { abi: parsed.data.abi as unknown as Abi, bytecode: bytecode as Hex };
}
