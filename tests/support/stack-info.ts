import { z } from 'zod';
import { STACK_ENV_VAR, StackInfoSchema, type StackInfo } from './stack-env';

export type { StackInfo } from './stack-env';

/** The stack started by global setup (config and URLs), read from W3M_STACK and validated. */
export function stackInfo(env: NodeJS.ProcessEnv = process.env): StackInfo {
  const raw = env[STACK_ENV_VAR];
  if (raw === undefined) {
    throw new Error(
      `${STACK_ENV_VAR} is not set: run e2e tests through tests/jest.e2e.config.cjs, whose global setup starts the stack`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`${STACK_ENV_VAR} is not valid JSON`);
  }
  const parsed = StackInfoSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`${STACK_ENV_VAR} does not describe a stack:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
