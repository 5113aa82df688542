import {
  array,
  boolean,
  email,
  fits,
  func,
  nullable,
  number,
  object,
  oneOf,
  optional,
  problemsOf,
  record,
  refine,
  string,
  union,
  url,
} from './checks';

describe('checks (SPEC §5 generic schema messages)', () => {
  test.each([
    [string(), undefined, 'Required'],
    [string(), 3, 'Expected string, received number'],
    [string(2), 'a', 'String must contain at least 2 character(s)'],
    [number(), 'x', 'Expected number, received string'],
    [number(), Number.NaN, 'Expected number, received nan'],
    [number({ int: true }), 1.5, 'Expected int, received number'],
    [number({ min: 0 }), -1, 'Number must be greater than or equal to 0'],
    [boolean(), null, 'Expected boolean, received null'],
    [oneOf(['a', 'b']), 'c', 'Invalid enum value'],
    [array(string()), {}, 'Expected array, received object'],
    [array(string(), { min: 1 }), [], 'Array must contain at least 1 element(s)'],
    [array(string(), { max: 1 }), ['a', 'b'], 'Array must contain at most 1 element(s)'],
    [object({ a: string() }), [], 'Expected object, received array'],
    [url(/^https?$/), 'javascript:alert(1)', 'Invalid url'],
    [url(/^https?$/), 'not a url', 'Invalid url'],
    [email(), 'a@b', 'Invalid email'],
    [union([string(), number()]), true, 'Expected string | number, received boolean'],
    [union([string(), number()]), undefined, 'Required'],
    [func(), {}, 'Expected function'],
  ])('%#: the first problem reads as zod 3 words it', (check, input, message) => {
    expect(check(input, [])?.message).toBe(message);
  });

  test('values that fit give no problem', () => {
    expect(string(1)('a', [])).toBeUndefined();
    expect(number({ int: true, min: 0 })(0, [])).toBeUndefined();
    expect(url(/^wss?$/)('ws://127.0.0.1:8555', [])).toBeUndefined();
    expect(email()('user@example.com', [])).toBeUndefined();
    expect(optional(string())(undefined, [])).toBeUndefined();
    expect(nullable(string())(null, [])).toBeUndefined();
    expect(func()(() => undefined, [])).toBeUndefined();
  });

  test('a problem names where it is: keys and indexes from the root', () => {
    const check = object({ list: array(object({ id: string(1) })) });
    expect(check({ list: [{ id: 'a' }, { id: '' }] }, ['options'])).toEqual({
      path: ['options', 'list', 1, 'id'],
      message: 'String must contain at least 1 character(s)',
    });
  });

  test('every problem is reported: all bad keys, items and unknown keys, in order', () => {
    const check = object({ a: string(), list: array(number()), b: optional(boolean()) });
    const found = check({ a: 1, list: [1, 'x', 2, null], b: 'yes', c: 1, d: 2 }, []);
    expect(problemsOf(found).map((problem) => [problem.path.join('.'), problem.message])).toEqual([
      ['a', 'Expected string, received number'],
      ['list.1', 'Expected number, received string'],
      ['list.3', 'Expected number, received null'],
      ['b', 'Expected boolean, received string'],
      ['c', "Unrecognized key(s) in object: 'c'"],
      ['d', "Unrecognized key(s) in object: 'd'"],
    ]);
    expect(problemsOf(undefined)).toEqual([]);
  });

  test('a strict object names the unknown key; a loose one keeps it', () => {
    expect(object({ a: optional(string()) })({ a: 'x', b: 1 }, [])).toEqual({
      path: ['b'],
      message: "Unrecognized key(s) in object: 'b'",
      unknownKey: true,
    });
    expect(object({ a: optional(string()) }, false)({ a: 'x', b: 1 }, [])).toBeUndefined();
  });

  test('a record checks every key and value; a bad key gets the given message', () => {
    const check = record(oneOf(['eip155', 'solana']), string(), 'Keys must be namespaces');
    expect(check({ eip155: 'a', solana: 'b' }, [])).toBeUndefined();
    expect(check({ cosmos: 'a' }, [])).toEqual({ path: ['cosmos'], message: 'Keys must be namespaces' });
    expect(check({ eip155: 1 }, [])?.path).toEqual(['eip155']);
  });

  test('an enum problem lists the allowed values; refine places its problem below the value', () => {
    expect(oneOf(['dark', 'light'])('blue', [])?.allowed).toEqual(['dark', 'light']);
    const even = refine(number(), (n) => n % 2 === 0, 'Must be even', ['count']);
    expect(even(3, ['x'])).toEqual({ path: ['x', 'count'], message: 'Must be even' });
    expect(even('3', [])?.message).toBe('Expected number, received string');
  });

  test('a union with its own message uses it when every branch fails', () => {
    const check = union([oneOf([false]), array(oneOf(['google']))], 'Expected false or a list of google');
    expect(check(false, [])).toBeUndefined();
    expect(check(['google'], [])).toBeUndefined();
    expect(check(['myspace'], [])?.message).toBe('Expected false or a list of google');
  });

  test('fits narrows a value for reads that fall back to a default', () => {
    expect(fits(array(number()), [1, 2])).toBe(true);
    expect(fits(array(number()), [1, '2'])).toBe(false);
  });
});
