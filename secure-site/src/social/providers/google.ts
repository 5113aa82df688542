import { identityOf, record, text, userId, type SocialAdapter } from '../adapter';

/** Google: OpenID Connect; the ID token names the user (sub, email). */
export const google: SocialAdapter = {
  provider: 'google',
  label: 'Google',
  endpoints: {
    issuer: 'https://accounts.google.com',
    authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    token_endpoint: 'https://oauth2.googleapis.com/token',
    jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  openid: true,
  scope: 'openid email profile',
  tokenAuth: 'client_secret_post',
  identity({ idToken }) {
    const claims = record('Google', idToken, 'ID token');
    return identityOf('Google', 'ID token', userId(claims.sub), text(claims.email) ?? text(claims.name));
  },
};
