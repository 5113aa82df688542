import { LOGO_LOADERS } from '../../primitives/shared/logos/generated/logo-table';
import { SOCIAL_LOGO_LOADERS } from '../../primitives/shared/logos/generated/social-logo-table';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';

/**
 * The logo table plus the providers' logos, for the views that draw social buttons. The social
 * logos join the one table object every image reads (kept out of it until socials show, so the
 * open path's table stays as small as before).
 */
export function withSocialLogos(): void {
  Object.assign(LOGO_LOADERS as Record<string, unknown>, SOCIAL_LOGO_LOADERS);
  withLogoTable();
}
