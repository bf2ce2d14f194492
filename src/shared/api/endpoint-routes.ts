import type { EndpointName } from './contract';

/**
 * Method and path of every endpoint of the contract, without its schemas: what the browser client
 * needs to call the API. The zod contract (`./contract.ts`) stays out of the app's first load
 * (performance budget of issue 12); `endpoint-routes.test.ts` fails when this table and the contract
 * differ.
 */
export interface EndpointRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

export const API_BASE = '/api';

export const ENDPOINT_ROUTES: Readonly<Record<EndpointName, EndpointRoute>> = {
  health: { method: 'GET', path: '/health/device/web/version/:version' },
  remoteConfig: { method: 'GET', path: '/config' },
  beta: { method: 'GET', path: '/beta' },
  authLogin: { method: 'PUT', path: '/auth' },
  authCheck: { method: 'GET', path: '/auth/check' },
  authDemo: { method: 'PUT', path: '/auth/demo' },
  authMx: { method: 'GET', path: '/auth/mx/:email' },
  authMagic: { method: 'PUT', path: '/auth/magic' },
  authMagicCheck: { method: 'GET', path: '/auth/magic/check' },
  authConsent: { method: 'PUT', path: '/auth/consent' },
  authFutureContact: { method: 'PUT', path: '/auth/consent/future-contact' },
  user: { method: 'GET', path: '/v3/users' },
  userLogout: { method: 'POST', path: '/v3/users/logout' },
  userLogoutAll: { method: 'POST', path: '/v3/users/logout/all' },
  userInformation: { method: 'POST', path: '/v3/users/information' },
  userLanguage: { method: 'PUT', path: '/v3/users/language' },
  userSettings: { method: 'GET', path: '/v3/users/settings' },
  userSettingsUpdate: { method: 'PUT', path: '/v3/users/settings' },
  pushRegister: { method: 'POST', path: '/v3/users/notification/push/register' },
  pushUnregister: { method: 'POST', path: '/v3/users/notification/push/unregister' },
  userStats: { method: 'GET', path: '/v3/users/stats' },
  referrals: { method: 'GET', path: '/v3/users/referrals' },
  referralByCode: { method: 'PUT', path: '/v3/users/referrals/code/:code' },
  feedbackGiven: { method: 'GET', path: '/v3/users/feedbacks/given/device/:device/version/:version' },
  feedback: { method: 'POST', path: '/v3/users/feedbacks' },
  agreements: { method: 'GET', path: '/v3/agreements' },
  agreementAccept: { method: 'PUT', path: '/v3/agreements/:kind' },
  gdprRequest: { method: 'PUT', path: '/users/gdpr' },
  gdprStatus: { method: 'GET', path: '/users/gdpr/:requestId' },
  gdprFile: { method: 'GET', path: '/users/gdpr/:requestId/file' },
  accountSettings: { method: 'PUT', path: '/v3/accounts/:email/settings' },
  accountDelete: { method: 'DELETE', path: '/v3/accounts/:email' },
  accountDeleteCheck: { method: 'GET', path: '/v3/accounts/:email/check' },
  subscriptions: { method: 'GET', path: '/v3/subscriptions' },
  subscriptionsDelete: { method: 'POST', path: '/v3/subscriptions/delete' },
  subscriptionsBlock: { method: 'POST', path: '/v3/subscriptions/block' },
  subscriptionsKeep: { method: 'POST', path: '/v3/subscriptions/keep' },
  subscriptionsPostpone: { method: 'POST', path: '/v3/subscriptions/postpone' },
  subscriptionsUnblock: { method: 'POST', path: '/v3/subscriptions/unblock' },
  subscriptionsRelease: { method: 'POST', path: '/v3/subscriptions/release' },
  subscriptionsBlocked: { method: 'GET', path: '/v3/subscriptions/blocked' },
  subscriptionsKept: { method: 'GET', path: '/v3/subscriptions/kept' },
  subscriptionsPostponed: { method: 'GET', path: '/v3/subscriptions/postponed' },
  demoReset: { method: 'POST', path: '/v3/demo/reset' },
  partners: { method: 'GET', path: '/partners' },
  treesAll: { method: 'GET', path: '/trees/all' },
  treesPartner: { method: 'GET', path: '/trees/:partner' },
};

/** `/api/...` with the path parameters filled in. */
export function routePath(name: EndpointName, params?: Record<string, string | number>): string {
  const path = ENDPOINT_ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`missing path param ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${API_BASE}${path}`;
}
