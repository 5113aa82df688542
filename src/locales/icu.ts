import { $locale } from './active';
import { formatNumberIn } from './intl';

/**
 * A catalogue message with placeholders, in ICU MessageFormat style: `{name}`, `{name, number}`,
 * `{name, plural, =0 {…} one {# item} other {# items}}` (plural categories from Intl.PluralRules of
 * the active locale, `#` is the number in that locale) and `{name, select, a {…} other {…}}`.
 * Apostrophes are plain text (no ICU quoting).
 */
export type Message<A extends readonly unknown[]> = ((...args: A) => string) & {
  /** The ICU source (English for catalogue entries). */
  readonly source: string;
  /** The same message over another source (a translation), taking the same arguments. */
  readonly withSource: (source: string) => (...args: A) => string;
};

type Values = Record<string, unknown>;

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  throw new SyntaxError(`Unclosed "{" in message "${text}"`);
}

// One plural rule set per locale: a view that shows a count re-renders on every search keystroke.
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(value: unknown, locale: string): string {
  return typeof value === 'number' ? formatNumberIn(value, locale) : String(value);
}

function pluralCategory(count: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** `key {text} key {text} …` of a plural or select argument. */
function parseOptions(text: string): Map<string, string> {
  const options = new Map<string, string>();
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open < 0) {
      if (text.slice(index).trim() !== '') throw new SyntaxError(`Stray text in options "${text}"`);
      break;
    }
    const key = text.slice(index, open).trim();
    const close = closingBrace(text, open);
    if (key === '') throw new SyntaxError(`Option without a key in "${text}"`);
    options.set(key, text.slice(open + 1, close));
    index = close + 1;
  }
  if (!options.has('other')) throw new SyntaxError(`Options without "other" in "${text}"`);
  return options;
}

function formatArgument(body: string, values: Values, locale: string): string {
  const firstComma = body.indexOf(',');
  const name = (firstComma < 0 ? body : body.slice(0, firstComma)).trim();
  if (!(name in values)) throw new RangeError(`Missing value for {${name}}`);
  const value = values[name];
  // In right-to-left text an inserted name, address or amount is isolated so it keeps its own order.
  if (firstComma < 0) return $locale.get().dir === 'rtl' ? `\u2068${String(value)}\u2069` : String(value);
  const rest = body.slice(firstComma + 1);
  const secondComma = rest.indexOf(',');
  const type = (secondComma < 0 ? rest : rest.slice(0, secondComma)).trim();
  if (type === 'number') return formatNumber(value, locale);
  const options = parseOptions(rest.slice(secondComma + 1));
  if (type === 'select')
    return formatText(options.get(String(value)) ?? options.get('other')!, values, locale);
  if (type !== 'plural') throw new SyntaxError(`Unknown argument type "${type}"`);
  const count = Number(value);
  const branch =
    options.get(`=${count}`) ?? options.get(pluralCategory(count, locale)) ?? options.get('other')!;
  return formatText(branch, values, locale, formatNumber(count, locale));
}

function formatText(text: string, values: Values, locale: string, pound?: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '{') {
      const close = closingBrace(text, index);
      out += formatArgument(text.slice(index + 1, close), values, locale);
      index = close;
    } else if (char === '}') {
      throw new SyntaxError(`Unopened "}" in message "${text}"`);
    } else out += char === '#' && pound !== undefined ? pound : char;
  }
  return out;
}

/** Formats an ICU `source` with named `values` in `locale`. Throws a SyntaxError on a malformed source. */
export function formatMessage(source: string, values: Values, locale: string): string {
  return formatText(source, values, locale);
}

/**
 * Defines a catalogue message: `names` are its placeholders in the order the call passes them,
 * e.g. `icu<[count: number]>('{count, plural, one {# wallet} other {# wallets}}', 'count')`.
 */
export function icu<A extends readonly unknown[] = []>(source: string, ...names: string[]): Message<A> {
  const build = (text: string) => {
    return (...args: A): string => {
      const values: Values = {};
      names.forEach((name, index) => (values[name] = args[index]));
      return formatMessage(text, values, $locale.get().code);
    };
  };
  return Object.assign(build(source), { source, withSource: build });
}
