import { identityOf, record, text, userId, type SocialAdapter } from '../adapter';

/** Facebook Login: OAuth 2.0; `GET graph.facebook.com/me?fields=id,name,email` names the user. */
export const facebook: SocialAdapter = {
  provider: 'facebook',
  label: 'Facebook',
  endpoints: {
    issuer: 'https://www.facebook.com',
    authorization_endpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    token_endpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
  },
  openid: false,
  userEndpoint: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
  scope: 'public_profile email',
  tokenAuth: 'client_secret_post',
  identity({ user }) {
    const body = record('Facebook', user, 'user');
    return identityOf('Facebook', 'user', userId(body.id), text(body.name));
  },
};
