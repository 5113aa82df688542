import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';
import { z } from 'zod';
import { projectRoot } from '../paths';

/** A compiled contract ready for deployment. */
export interface ContractArtifact {
  contractName: string;
  abi: Abi;
  bytecode: Hex;
}

/** The slice of solc-js's API we use (the package ships no types). */
interface SolcCompiler {
  version(): string;
  compile(
    input: string,
    callbacks: { import: (path: string) => { contents: string } | { error: string } },
  ): string;
}

const ArtifactSchema = z.object({
  contractName: z.string().min(1),
  abi: z.array(z.looseObject({ type: z.string() })),
  bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/),
});

const SolcOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.unknown()),
          evm: z.object({ bytecode: z.object({ object: z.string() }) }),
        }),
      ),
    )
    .optional(),
});

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

/**
 * Compiles `dev/contracts/<contractName>.sol` with solc-js (imports from node_modules, offline).
 * The artifact is cached in node_modules/.cache/w3m-dev/, keyed by the source, compiler and
 * library versions, so later starts skip the compiler entirely.
 */
export async function compileContract(
  contractName: string,
  root: string = projectRoot(),
): Promise<ContractArtifact> {
  const sourceFile = `${contractName}.sol`;
  const source = await readFile(join(root, 'dev', 'contracts', sourceFile), 'utf8');
  const requireFromRoot = createRequire(join(root, 'package.json'));
  const cacheFile = join(
    root,
    'node_modules',
    '.cache',
    'w3m-dev',
    `${contractName}-${cacheKey(source, requireFromRoot)}.json`,
  );

  const cached = await readCachedArtifact(cacheFile);
  if (cached) return cached;

  const artifact = runSolc(requireFromRoot, sourceFile, source, contractName);
  await mkdir(join(cacheFile, '..'), { recursive: true });
  // Write then rename so a concurrent start never reads half a file.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(artifact));
  await rename(partial, cacheFile);
  return artifact;
}

function cacheKey(source: string, requireFromRoot: NodeRequire): string {
  const versionOf = (pkg: string): string =>
    z.object({ version: z.string() }).parse(requireFromRoot(`${pkg}/package.json`)).version;
  return createHash('sha256')
    .update(JSON.stringify([source, versionOf('solc'), versionOf('@openzeppelin/contracts'), SETTINGS]))
    .digest('hex')
    .slice(0, 16);
}

async function readCachedArtifact(cacheFile: string): Promise<ContractArtifact | undefined> {
  const text = await readFile(cacheFile, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return toArtifact(ArtifactSchema.parse(JSON.parse(text)));
  } catch {
    return undefined; // A corrupt cache entry is rebuilt, never trusted.
  }
}

function runSolc(
  requireFromRoot: NodeRequire,
  sourceFile: string,
  source: string,
  contractName: string,
): ContractArtifact {
  const solc = requireFromRoot('solc') as SolcCompiler;
  const input = { language: 'Solidity', sources: { [sourceFile]: { content: source } }, settings: SETTINGS };
  const findImport = (path: string): { contents: string } | { error: string } => {
    try {
      return { contents: readImport(requireFromRoot, path) };
    } catch {
      return { error: `Import not found in node_modules: ${path}` };
    }
  };
  const output = SolcOutputSchema.parse(
    JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })),
  );
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `Compiling ${sourceFile} failed:\n${errors.map((entry) => entry.formattedMessage).join('\n')}`,
    );
  }
  const compiled = output.contracts?.[sourceFile]?.[contractName];
  if (!compiled) throw new Error(`solc produced no contract ${contractName} from ${sourceFile}`);
  return toArtifact(
    ArtifactSchema.parse({ contractName, abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }),
  );
}

function readImport(requireFromRoot: NodeRequire, importPath: string): string {
  if (importPath.split('/').includes('..')) throw new Error('relative escape');
  return readFileSync(requireFromRoot.resolve(importPath), 'utf8');
}

function toArtifact(parsed: z.infer<typeof ArtifactSchema>): ContractArtifact {
  return {
    contractName: parsed.contractName,
    abi: parsed.abi as unknown as Abi,
    bytecode: parsed.bytecode as Hex,
  };
}
