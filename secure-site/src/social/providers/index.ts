import type { SocialAdapter, SocialProviderId } from '../adapter';
import { apple } from './apple';
import { discord } from './discord';
import { facebook } from './facebook';
import { github } from './github';
import { google } from './google';
import { x } from './x';

/** Every provider's adapter. */
export const SOCIAL_ADAPTERS: Readonly<Record<SocialProviderId, SocialAdapter>> = {
  google,
  github,
  apple,
  facebook,
  x,
  discord,
};
