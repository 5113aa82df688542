import { LOGO_LOADERS } from './generated/logo-table';
import { provideLogoTable } from './logo';

/**
 * Called by the views that draw logos as they load: importing this statically ships the logo table
 * in the same wave as the view, so its images never wait for the table nor flash a monogram.
 */
export function withLogoTable(): void {
  provideLogoTable(LOGO_LOADERS);
}
