import { receivedType } from './issue-format';

/*
 * Small structural checks for what start-up must validate synchronously (createAppKit's options,
 * persisted values). They only check, never transform, and report every problem in zod 3's
 * wording (SPEC §5): the first one, with the rest in its `more` (read them with problemsOf). zod itself stays for the lazily loaded boundaries (frame, wallet answers):
 * on the first paint these few hundred bytes replace its ~10 kB gzipped.
 */

/** Where a problem is: object keys and array indexes from the checked value's root. */
export type Path = readonly PropertyKey[];

/** Something wrong with a value. */
export interface Problem {
  path: Path;
  message: string;
  /** A key the object does not allow. */
  unknownKey?: boolean;
  /** The allowed values, when the value is not one of them. */
  allowed?: readonly unknown[];
  /** The type the value should have had, when it had another. */
  expected?: string;
  /** The problems found after this one, in order. */
  more?: Problem[];
}

/** Every problem a check reported, in order. */
export const problemsOf = (found: Problem | undefined): Problem[] =>
  found ? [found, ...(found.more ?? [])] : [];

/** Checks a value; `undefined` means it fits. `T` is the type a fitting value has. */
export interface Check<T> {
  (input: unknown, path: Path): Problem | undefined;
  /** Set on checks that accept a missing value, so object types mark the key optional. */
  readonly optional?: true;
  /** Phantom: never set; carries `T` for {@link Infer}. */
  readonly type?: T;
}

/** A check that also accepts a missing value. */
export interface OptionalCheck<T> extends Check<T | undefined> {
  readonly optional: true;
}

/** The type of value a check accepts. */
export type Infer<C> = C extends Check<infer T> ? T : never;

type Shape = Record<string, Check<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends OptionalCheck<unknown> ? K : never;
}[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The object type a shape describes: optional checks become optional keys. */
export type ShapeType<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

const problem = (path: Path, message: string, extra?: Partial<Problem>): Problem => ({
  path,
  message,
  ...extra,
});

/** A type mismatch, worded 'Required' for a missing value and 'Expected X, received Y' otherwise. */
function typeProblem(expected: string, input: unknown, path: Path): Problem {
  const message = input === undefined ? 'Required' : `Expected ${expected}, received ${receivedType(input)}`;
  return problem(path, message, { expected });
}

function typed<T>(expected: string, test: (input: unknown) => boolean): Check<T> {
  return (input, path) => (test(input) ? undefined : typeProblem(expected, input, path));
}

/** Runs every check and joins what they found: the first problem, carrying the rest. */
function all(...results: Array<Problem | undefined>): Problem | undefined {
  const [head, ...more] = results.flatMap(problemsOf);
  return head && more.length > 0 ? { ...head, more } : head;
}

/** A string, at least `min` characters long. */
export function string(min = 0): Check<string> {
  return (input, path) =>
    typeof input !== 'string'
      ? typeProblem('string', input, path)
      : input.length < min
        ? problem(path, `String must contain at least ${min} character(s)`)
        : undefined;
}

/** A finite number; optionally an integer, and at least `min`. */
export function number(rules: { int?: boolean; min?: number } = {}): Check<number> {
  return (input, path) => {
    if (typeof input !== 'number' || Number.isNaN(input)) return typeProblem('number', input, path);
    if (rules.int && !Number.isInteger(input)) return typeProblem('int', input, path);
    if (rules.min !== undefined && input < rules.min) {
      return problem(path, `Number must be greater than or equal to ${rules.min}`);
    }
    return undefined;
  };
}

/** true or false. */
export const boolean = (): Check<boolean> => typed('boolean', (input) => typeof input === 'boolean');

/** A function. */
export const func = <F = (...args: never[]) => unknown>(): Check<F> =>
  custom<F>((input) => typeof input === 'function', 'Expected function');

/** Any value. */
export const unknown = (): Check<unknown> => () => undefined;

/** One of the listed values. */
export function oneOf<const V extends readonly (string | number | boolean)[]>(values: V): Check<V[number]> {
  return (input, path) =>
    values.includes(input as V[number])
      ? undefined
      : problem(path, 'Invalid enum value', { allowed: values });
}

/** A value the predicate accepts; otherwise `message`. */
export function custom<T>(test: (input: unknown) => boolean, message: string): Check<T> {
  return (input, path) => (test(input) ? undefined : problem(path, message));
}

/** What `check` accepts, or undefined. */
export function optional<T>(check: Check<T>): OptionalCheck<T> {
  const wrapped = (input: unknown, path: Path) => (input === undefined ? undefined : check(input, path));
  return Object.assign(wrapped, { optional: true as const });
}

/** What `check` accepts, or null. */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (input, path) => (input === null ? undefined : check(input, path));
}

/** Adds a rule to a check; `at` places the problem below the value (e.g. one of its keys). */
export function refine<T>(
  check: Check<T>,
  test: (value: T) => boolean,
  message: string,
  at: Path = [],
): Check<T> {
  return (input, path) =>
    check(input, path) ?? (test(input as T) ? undefined : problem([...path, ...at], message));
}

/** Any of the checks; when all fail on the value's type, the message lists the expected types. */
export function union<C extends ReadonlyArray<Check<unknown>>>(
  checks: C,
  message?: string,
): Check<Infer<C[number]>> {
  return (input, path) => {
    const problems: Problem[] = [];
    for (const check of checks) {
      const found = check(input, path);
      if (!found) return undefined;
      problems.push(found);
    }
    if (message !== undefined) return problem(path, message);
    const expected = problems.map((found) =>
      found.path.length === path.length ? found.expected : undefined,
    );
    if (input === undefined) return problem(path, 'Required');
    return expected.every((type) => type !== undefined)
      ? problem(path, `Expected ${expected.join(' | ')}, received ${receivedType(input)}`)
      : problem(path, 'Invalid input');
  };
}

/** A list whose every item fits `item`, with optional length bounds. */
export function array<T>(item: Check<T>, bounds: { min?: number; max?: number } = {}): Check<T[]> {
  return (input, path) => {
    if (!Array.isArray(input)) return typeProblem('array', input, path);
    const { min, max } = bounds;
    if (min !== undefined && input.length < min)
      return problem(path, `Array must contain at least ${min} element(s)`);
    if (max !== undefined && input.length > max)
      return problem(path, `Array must contain at most ${max} element(s)`);
    return all(...input.map((value, index) => item(value, [...path, index])));
  };
}

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** A plain object (not an array, not null). */
export const plainObject = (): Check<Record<string, unknown>> => typed('object', isPlainObject);

/**
 * An object with these keys. `strict` (the default) refuses other keys; a loose object keeps
 * them unchecked.
 */
export function object<S extends Shape>(shape: S, strict = true): Check<ShapeType<S>> {
  return (input, path) => {
    if (!isPlainObject(input)) return typeProblem('object', input, path);
    const known = Object.keys(shape).map((key) => shape[key]!(input[key], [...path, key]));
    const extra = strict
      ? Object.keys(input).filter((key) => !Object.prototype.hasOwnProperty.call(shape, key))
      : [];
    return all(
      ...known,
      ...extra.map((key) =>
        problem([...path, key], `Unrecognized key(s) in object: '${key}'`, { unknownKey: true }),
      ),
    );
  };
}

/** An object whose keys fit `key` (else `keyMessage`) and whose values fit `value`. */
export function record<K extends string, V>(
  key: Check<K>,
  value: Check<V>,
  keyMessage = 'Invalid key in record',
): Check<string extends K ? Record<string, V> : Partial<Record<K, V>>> {
  return (input, path) => {
    if (!isPlainObject(input)) return typeProblem('object', input, path);
    return all(
      ...Object.keys(input).map((name) => {
        const at = [...path, name];
        return key(name, at) ? problem(at, keyMessage) : value(input[name], at);
      }),
    );
  };
}

/** A URL whose scheme (without the colon) matches `protocol`. */
export function url(protocol: RegExp): Check<string> {
  return (input, path) => {
    if (typeof input !== 'string') return typeProblem('string', input, path);
    try {
      const parsed = new URL(input);
      if (protocol.test(parsed.protocol.slice(0, -1)) && parsed.hostname !== '') return undefined;
    } catch {
      // Falls through to the problem below.
    }
    return problem(path, 'Invalid url');
  };
}

/** Whether a value fits a check (for reads that fall back to a default). */
export function fits<T>(check: Check<T>, input: unknown): input is T {
  return check(input, []) === undefined;
}

// zod's email pattern: no leading, trailing or doubled dots in the local part, a dotted domain.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An email address. */
export function email(): Check<string> {
  return (input, path) =>
    typeof input !== 'string'
      ? typeProblem('string', input, path)
      : EMAIL.test(input)
        ? undefined
        : problem(path, 'Invalid email');
}
