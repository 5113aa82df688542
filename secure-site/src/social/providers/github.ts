import { identityOf, record, text, userId, type SocialAdapter } from '../adapter';

/**
 * GitHub: OAuth 2.0 without an ID token; `GET https://api.github.com/user` names the user
 * (`{ id: number, login, name, email }`). Its token endpoint answers JSON only when asked
 * (`Accept: application/json`, which the client sends).
 */
export const github: SocialAdapter = {
  provider: 'github',
  label: 'GitHub',
  endpoints: {
    issuer: 'https://github.com',
    authorization_endpoint: 'https://github.com/login/oauth/authorize',
    token_endpoint: 'https://github.com/login/oauth/access_token',
  },
  openid: false,
  userEndpoint: 'https://api.github.com/user',
  scope: 'read:user',
  tokenAuth: 'client_secret_post',
  identity({ user }) {
    const body = record('GitHub', user, 'user');
    return identityOf('GitHub', 'user', userId(body.id), text(body.login, 39));
  },
};
