import type { Address, UserInfo, ZipPlace } from '@tread/domain';
import { fakeApi } from '../../test/fake-api';
import { clearLogin, saveTokens, saveUserInfo, useSessionStore } from '../auth/session-store';
import { updateAccountDraft } from './account-draft';
import { resetResendCountdowns } from './code-countdown';

/** Test double of the accounts API (sessions, profile, addresses, ZIPs) on top of the foundation's fake. */

export const shopper: UserInfo = {
  userId: 'u-1',
  nickName: 'Jamie',
  userMobile: null,
  contactMobile: null,
  mktEmail: null,
  userMail: 'jamie@example.com',
  lastUserTire: null,
  avatarUrl: null,
  gender: null,
  role: 'customer',
};

export const zipPlaces: Record<string, ZipPlace> = {
  '90012': {
    zipcode: '90012',
    city: 'Los Angeles',
    state: 'CA',
    stateName: 'California',
    lat: 34.06,
    lng: -118.24,
  },
  '10001': {
    zipcode: '10001',
    city: 'New York',
    state: 'NY',
    stateName: 'New York',
    lat: 40.75,
    lng: -73.99,
  },
};

export const sampleAddress = (addrId: number, changes: Partial<Address> = {}): Address => ({
  addrId,
  firstName: 'Jamie',
  lastName: 'Rivera',
  phone: '2135550142',
  addressLine1: `${100 + addrId} Main Street`,
  addressLine2: '',
  city: 'Los Angeles',
  state: 'CA',
  zipCode: '90012',
  areaId: 1002,
  isDefault: addrId === 1,
  isBilling: false,
  lat: 34.06,
  lng: -118.24,
  ...changes,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface FakeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** A server with one account: access tokens it accepts, refresh tokens it rotates, a profile and addresses. */
export function createFakeAccountApi() {
  const server = {
    liveAccess: new Set<string>(['access-1']),
    liveRefresh: new Set<string>(['refresh-1']),
    issued: 1,
    /** When false, /token/refresh refuses every token (the session was revoked). */
    refreshWorks: true,
    user: { ...shopper },
    addresses: [] as Address[],
    calls: [] as FakeCall[],
    /** Holds /token/refresh answers until released, to make callers pile up. */
    refreshGate: null as Promise<void> | null,
  };

  const issue = () => {
    server.issued += 1;
    const pair = { accessToken: `access-${server.issued}`, refreshToken: `refresh-${server.issued}` };
    server.liveAccess.add(pair.accessToken);
    server.liveRefresh.add(pair.refreshToken);
    return { ...pair, expiresIn: 7200, haveRegister: true };
  };

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://tread.local');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    server.calls.push({ method, path, authorization: headers.Authorization, body });

    if (path === '/token/refresh') {
      if (server.refreshGate) await server.refreshGate;
      const { refreshToken } = body as { refreshToken: string };
      if (!server.refreshWorks || !server.liveRefresh.has(refreshToken)) {
        return json(401, {
          code: 'SESSION_EXPIRED',
          message: 'Your session has expired, please sign in again!',
        });
      }
      server.liveRefresh.delete(refreshToken);
      server.liveAccess.clear();
      return json(200, issue());
    }
    if (path === '/login') {
      const { email, password } = body as { email: string; password: string };
      if (email !== shopper.userMail || password !== 'Secret123') {
        return json(400, {
          code: 'LOGIN_INCORRECT',
          message: 'The Email Address or Password you entered is incorrect.',
        });
      }
      return json(200, issue());
    }
    if (path === '/user/sendCode') return json(200, { resendAfterSeconds: 60, expiresInSeconds: 600 });
    if (path === '/area/getAutoCompleteStreetZipCode') {
      const zip = url.searchParams.get('zipCode') ?? '';
      const place = zipPlaces[zip];
      return json(200, { zipcodes: place ? [place] : [] });
    }

    if (path.startsWith('/p/')) {
      if (!headers.Authorization || !server.liveAccess.has(headers.Authorization)) {
        return json(401, { code: 'UNAUTHORIZED', message: 'Please go to sign in.' });
      }
      if (path === '/p/user/userInfo') return json(200, server.user);
      if (path === '/p/user/setUserInfo') {
        server.user = { ...server.user, ...(body as Partial<UserInfo>) };
        return json(200, server.user);
      }
      if (path === '/p/logout') return json(200, { ok: true });
      if (path === '/p/address/list') return json(200, server.addresses);
      if (path === '/p/address/addAddr') {
        const added = sampleAddress(server.addresses.length + 1, body as Partial<Address>);
        server.addresses.push(added);
        return json(200, added);
      }
      const deleted = path.match(/^\/p\/address\/deleteAddr\/(\d+)$/);
      if (deleted) {
        server.addresses = server.addresses.filter((entry) => entry.addrId !== Number(deleted[1]));
        return json(200, { ok: true });
      }
      return json(200, { ok: true });
    }
    return fakeApi(input);
  }

  return { server, fetch };
}

/** This browser signed in as `user` with the tokens the fake server knows. */
export function signInForTest(user: Partial<UserInfo> = {}, issuedAt = Date.now()): void {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 7200 }, issuedAt);
  useSessionStore.setState({ hadLogin: true });
  saveUserInfo({ ...shopper, ...user });
}

/** A fresh browser: no session, no prompt, empty account form. */
export function resetSessionForTest(): void {
  clearLogin();
  useSessionStore.setState({ expiredPrompt: false, signInRequested: false, userInfoLoaded: false });
  updateAccountDraft({ tab: 'signIn', email: '', code: '', agreed: false });
  resetResendCountdowns();
  localStorage.clear();
  sessionStorage.clear();
}
