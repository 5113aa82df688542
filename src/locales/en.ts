import { account } from './en/account';
import { activity } from './en/activity';
import { alerts } from './en/alerts';
import { connect } from './en/connect';
import { money } from './en/money';
import { networks } from './en/networks';
import { primitives } from './en/primitives';
import { shell } from './en/shell';
import { siwx } from './en/siwx';
import { wallet } from './en/wallet';

/**
 * English strings. Views and shell elements read user-facing text only from here; each area
 * keeps its strings in its own file under en/.
 */
export const en = {
  ...shell,
  connect,
  account,
  money,
  activity,
  alerts,
  networks,
  primitives,
  wallet,
  siwx,
} as const;

/** The shape every locale must follow. */
export type Strings = typeof en;
