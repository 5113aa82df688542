import { identityOf, record, text, userId, type SocialAdapter } from '../adapter';

/**
 * X (Twitter) OAuth 2.0 with PKCE: confidential clients authenticate with HTTP Basic; the user is
 * wrapped in `data` (`GET api.x.com/2/users/me` → `{ data: { id, name, username } }`).
 */
export const x: SocialAdapter = {
  provider: 'x',
  label: 'X',
  endpoints: {
    issuer: 'https://x.com',
    authorization_endpoint: 'https://x.com/i/oauth2/authorize',
    token_endpoint: 'https://api.x.com/2/oauth2/token',
  },
  openid: false,
  userEndpoint: 'https://api.x.com/2/users/me',
  scope: 'users.read tweet.read',
  tokenAuth: 'client_secret_basic',
  identity({ user }) {
    const data = record('X', record('X', user, 'user').data, 'user (no data)');
    return identityOf('X', 'user', userId(data.id), text(data.username, 15));
  },
};
