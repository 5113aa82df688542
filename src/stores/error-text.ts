import { system } from '../locales/en/system';

/**
 * SPEC §8: the text shown for an error: a validation error's first issue message, an Error's
 * message, a string as is, otherwise 'Unknown error' (in the active locale).
 */
export function errorText(err: unknown): string {
  const firstIssue = firstIssueMessage(err);
  if (firstIssue !== undefined) return firstIssue;
  if (err instanceof Error && err.message !== '') return err.message;
  if (typeof err === 'string' && err !== '') return err;
  return system.unknownError;
}

/** The first issue message of a zod error (checked by shape, so any zod build matches). */
function firstIssueMessage(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('issues' in err)) return undefined;
  const issues = (err as { issues: unknown }).issues;
  if (!Array.isArray(issues)) return undefined;
  const first: unknown = issues[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const message = (first as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
