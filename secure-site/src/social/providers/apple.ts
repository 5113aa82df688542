import { identityOf, record, text, userId, type SocialAdapter } from '../adapter';

/**
 * Sign in with Apple: OpenID Connect. Quirks: asking for email or name needs `response_mode=form_post`
 * (the callback is a POST), the email comes only in the ID token, and the client secret is a
 * short-lived ES256 JWT the operator makes from their Apple key (configured as the secret).
 */
export const apple: SocialAdapter = {
  provider: 'apple',
  label: 'Apple',
  endpoints: {
    issuer: 'https://appleid.apple.com',
    authorization_endpoint: 'https://appleid.apple.com/auth/authorize',
    token_endpoint: 'https://appleid.apple.com/auth/token',
    jwks_uri: 'https://appleid.apple.com/auth/keys',
  },
  openid: true,
  scope: 'openid email name',
  tokenAuth: 'client_secret_post',
  authorizationParams: { response_mode: 'form_post' },
  identity({ idToken }) {
    const claims = record('Apple', idToken, 'ID token');
    return identityOf('Apple', 'ID token', userId(claims.sub), text(claims.email));
  },
};
