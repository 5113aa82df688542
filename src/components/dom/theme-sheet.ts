import { themeVariablesCss } from '../../global/theme-css';
import { $theme } from '../../stores/theme';

let sheet: CSSStyleSheet | undefined;
let lastCss: string | undefined;

function supportsAdoption(root: ShadowRoot): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in root
  );
}

/** The one stylesheet holding the host's theme variables, kept in step with $theme. */
function themeSheet(): CSSStyleSheet {
  if (!sheet) {
    const created = new CSSStyleSheet();
    sheet = created;
    // One subscription for the whole page: every entry element adopts the same sheet object.
    $theme.subscribe(({ themeVariables }) => {
      const css = themeVariablesCss(themeVariables);
      if (css === lastCss) return;
      lastCss = css;
      created.replaceSync(css);
    });
  }
  return sheet;
}

/**
 * Adopts the theme-variables stylesheet into an entry element's shadow root (once). Browsers
 * without constructable stylesheets keep the CSS defaults and any page-level --w3m-* styles.
 */
export function adoptThemeSheet(root: ShadowRoot | null | undefined): void {
  if (!root || !supportsAdoption(root)) return;
  const shared = themeSheet();
  if (root.adoptedStyleSheets.includes(shared)) return;
  try {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  } catch {
    // A DOM without adoptable sheets (e.g. a server or test DOM): the CSS defaults apply.
  }
}
