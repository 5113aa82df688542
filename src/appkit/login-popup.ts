/**
 * Opens the social login popup; call it synchronously inside the click handler (a popup opened
 * after an await is blocked). Its own module: the click handler imports it statically, and the
 * login flow with the frame code (appkit/social-login) stays behind import() until a click.
 */
export function openLoginPopup(): Window | null {
  return window.open('about:blank', 'w3m-social-login', 'popup,width=480,height=660');
}
