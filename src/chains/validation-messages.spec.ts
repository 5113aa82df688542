import * as z from 'zod/mini';
import { formatIssuePath, receivedType, specErrorMap, specIssueMessage } from './validation-messages';

function firstMessage(schema: z.ZodMiniType, input: unknown): string | undefined {
  const result = schema.safeParse(input, { error: specErrorMap });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('zod messages in SPEC §5 wording', () => {
  test('SPEC §5: a missing field reads Required', () => {
    expect(firstMessage(z.object({ email: z.string() }), {})).toBe('Required');
  });

  test('SPEC §5: a wrong type reads Expected X, received Y', () => {
    expect(firstMessage(z.boolean(), 'yes')).toBe('Expected boolean, received string');
    expect(firstMessage(z.string(), 12)).toBe('Expected string, received number');
    expect(firstMessage(z.number(), null)).toBe('Expected number, received null');
    expect(firstMessage(z.object({}), [])).toBe('Expected object, received array');
    expect(firstMessage(z.number(), Number.NaN)).toBe('Expected number, received nan');
  });

  test('SPEC §5: a bad email reads Invalid email', () => {
    expect(firstMessage(z.email(), 'not-an-email')).toBe('Invalid email');
  });

  test('SPEC §5: a value outside an enum reads Invalid enum value', () => {
    expect(firstMessage(z.enum(['light', 'dark']), 'blue')).toBe('Invalid enum value');
    expect(firstMessage(z.literal('EOA'), 'x')).toBe('Invalid enum value');
  });

  test('SPEC §5: a short string reads String must contain at least N character(s)', () => {
    expect(firstMessage(z.string().check(z.minLength(4)), 'abc')).toBe(
      'String must contain at least 4 character(s)',
    );
    expect(firstMessage(z.string().check(z.maxLength(2)), 'abc')).toBe(
      'String must contain at most 2 character(s)',
    );
    expect(firstMessage(z.string().check(z.length(6)), 'abc')).toBe(
      'String must contain exactly 6 character(s)',
    );
  });

  test('SPEC §5: arrays and numbers get zod 3 size wording', () => {
    expect(firstMessage(z.array(z.string()).check(z.minLength(1)), [])).toBe(
      'Array must contain at least 1 element(s)',
    );
    expect(firstMessage(z.number().check(z.minimum(1)), 0)).toBe('Number must be greater than or equal to 1');
    expect(firstMessage(z.number().check(z.maximum(1)), 2)).toBe('Number must be less than or equal to 1');
  });

  test('SPEC §5: a union of types lists the branches', () => {
    expect(firstMessage(z.union([z.string(), z.number()]), true)).toBe(
      'Expected string | number, received boolean',
    );
    expect(firstMessage(z.union([z.string(), z.number()]), undefined)).toBe('Required');
    expect(firstMessage(z.union([z.literal('a'), z.number()]), true)).toBe('Invalid input');
  });

  test('SPEC §5: unknown keys, regex and custom checks have readable messages', () => {
    expect(firstMessage(z.strictObject({}), { a: 1, b: 2 })).toBe("Unrecognized key(s) in object: 'a', 'b'");
    expect(firstMessage(z.string().check(z.regex(/^a/)), 'b')).toBe('Invalid');
    expect(firstMessage(z.url(), 'nope')).toBe('Invalid url');
    expect(firstMessage(z.string().check(z.refine(() => false, { message: 'Mine' })), 'x')).toBe('Mine');
    expect(firstMessage(z.record(z.string().check(z.regex(/^a/)), z.number()), { b: 1 })).toBe(
      'Invalid key in record',
    );
  });

  test('SPEC §5: a custom issue without message falls back to Invalid input', () => {
    expect(specIssueMessage({ code: 'custom', input: 1 } as never)).toBe('Invalid input');
  });

  test('SPEC §5: receivedType names values like zod does', () => {
    expect(receivedType(undefined)).toBe('undefined');
    expect(receivedType(new Date(0))).toBe('date');
    expect(receivedType(1n)).toBe('bigint');
    expect(receivedType(() => 1)).toBe('function');
  });

  test('SPEC §5: issue paths read a.b[0].c', () => {
    expect(formatIssuePath(['networks', 0, 'rpcUrls', 'default'])).toBe('networks[0].rpcUrls.default');
    expect(formatIssuePath([])).toBe('');
    expect(formatIssuePath([0])).toBe('[0]');
  });
});
