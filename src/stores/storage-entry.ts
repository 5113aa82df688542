import type { Check, Infer } from '../chains/checks';
import { STORAGE_PREFIX } from './constants';

/** One persisted value: its storage key, its check and the value used when missing or corrupt. */
export interface StorageEntry<T, F> {
  key: string;
  schema: Check<T>;
  fallback: () => F;
}

/** A table of persisted values: name → entry. */
export type StorageTable<T> = { [K in keyof T]: StorageEntry<unknown, unknown> };

/** What reading a persisted value gives: the decoded value or its default. */
export type StoredValueOf<E extends StorageEntry<unknown, unknown>> =
  Infer<E['schema']> | ReturnType<E['fallback']>;

/** What may be written under an entry. */
export type StorableValueOf<E extends StorageEntry<unknown, unknown>> = Infer<E['schema']>;

/** An entry under the widget's storage prefix. */
export function entry<T, F>(name: string, schema: Check<T>, fallback: () => F): StorageEntry<T, F> {
  return { key: `${STORAGE_PREFIX}${name}`, schema, fallback };
}

/** The default of values that have none. */
export const none = (): undefined => undefined;
