import { identityOf, record, text, userId, type SocialAdapter } from '../adapter';

/** Discord: OAuth 2.0; `GET discord.com/api/users/@me` → `{ id, username, global_name, email }`. */
export const discord: SocialAdapter = {
  provider: 'discord',
  label: 'Discord',
  endpoints: {
    issuer: 'https://discord.com',
    authorization_endpoint: 'https://discord.com/oauth2/authorize',
    token_endpoint: 'https://discord.com/api/oauth2/token',
  },
  openid: false,
  userEndpoint: 'https://discord.com/api/users/@me',
  scope: 'identify email',
  tokenAuth: 'client_secret_post',
  identity({ user }) {
    const body = record('Discord', user, 'user');
    return identityOf('Discord', 'user', userId(body.id), text(body.username, 32));
  },
};
