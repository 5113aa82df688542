import { SOCIAL_LOGOS } from '../../primitives/shared/logos/generated/social-logos';
import { provideLogos } from '../../primitives/shared/logos/logo';
import { withSocialLogos } from './social-logos';

/**
 * For the social buttons on Connect: the logo table with the providers', and their markup shipped
 * with the buttons, so they draw in their first frame instead of empty tiles.
 */
export function withSocialLogosNow(): void {
  withSocialLogos();
  provideLogos(SOCIAL_LOGOS);
}
