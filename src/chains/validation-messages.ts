import type { core } from 'zod/mini';
import { receivedType } from './issue-format';

export { formatIssuePath, receivedType } from './issue-format';

/**
 * Zod issue wording of SPEC §5 ('Required', 'Expected X, received Y', 'Invalid email',
 * 'Invalid enum value', 'String must contain at least N character(s)'). zod/mini ships no
 * locale, so without this map every issue reads "Invalid input". Depends on zod only, so the
 * frame layer can reuse it.
 */

/** The SPEC §5 message for one raw zod issue; pass as `{ error: specErrorMap }` to safeParse. */
export const specErrorMap: core.$ZodErrorMap = (issue) => specIssueMessage(issue);

/** Builds the SPEC §5 wording for a raw issue (one that still carries its `input`). */
export function specIssueMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      return `Expected ${issue.expected}, received ${receivedType(issue.input)}`;
    case 'invalid_union':
      return unionMessage(issue.errors, issue.input);
    case 'invalid_value':
      return 'Invalid enum value';
    case 'invalid_format':
      return issue.format === 'regex' ? 'Invalid' : `Invalid ${issue.format}`;
    case 'too_small':
      return sizeMessage(issue.origin, 'at least', 'greater than or equal to', issue.minimum, issue.exact);
    case 'too_big':
      return sizeMessage(issue.origin, 'at most', 'less than or equal to', issue.maximum, issue.exact);
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
    case 'invalid_key':
      return 'Invalid key in record';
    default:
      return typeof issue.message === 'string' && issue.message !== '' ? issue.message : 'Invalid input';
  }
}

/** A union whose branches all failed on type reads like one type error listing the branches. */
function unionMessage(branches: readonly (readonly core.$ZodIssue[])[], input: unknown): string {
  if (input === undefined) return 'Required';
  const expected: string[] = [];
  for (const branch of branches) {
    const only = branch.length === 1 ? branch[0] : undefined;
    if (!only || only.code !== 'invalid_type' || only.path.length > 0) return 'Invalid input';
    expected.push(only.expected);
  }
  return `Expected ${expected.join(' | ')}, received ${receivedType(input)}`;
}

/** zod 3's size wording for strings, arrays and numbers. */
function sizeMessage(
  origin: string,
  countBound: 'at least' | 'at most',
  numberBound: string,
  limit: number | bigint,
  exact: boolean | undefined,
): string {
  const bound = exact ? 'exactly' : countBound;
  if (origin === 'string') return `String must contain ${bound} ${limit} character(s)`;
  if (origin === 'array' || origin === 'set') return `Array must contain ${bound} ${limit} element(s)`;
  return `Number must be ${exact ? 'exactly' : numberBound} ${limit}`;
}
