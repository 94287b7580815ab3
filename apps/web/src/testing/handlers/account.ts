import {
  type Address,
  addAddressRequest,
  address,
  addressList,
  bindPhoneRequest,
  changePasswordRequest,
  loginRequest,
  loginResult,
  okAnswer,
  refusal,
  registerRequest,
  resetPasswordRequest,
  sendCodeAnswer,
  setUserInfoRequest,
  updateAddressRequest,
  userInfo,
  zipLookupAnswer,
} from '@tread/domain';
import { HttpResponse } from 'msw';
import { answer, backend, refuse, route, signedInRoute } from '../backend';
import { SHOPPER_PASSWORD, sampleAddress, shopper, zipPlaces } from '../data/account';

/** The code the test mail 'sends'; any other is refused. */
export const MAILED_CODE = '123456';

/** A request the server's schema refuses: 400 INVALID_INPUT with the first message and its field. */
export function invalid(
  schema: {
    safeParse: (data: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  body: unknown,
) {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const [issue] = result.error?.issues ?? [];
  return HttpResponse.json(
    { code: 'INVALID_INPUT', message: issue?.message ?? '', field: issue?.path.map(String).join('.') },
    { status: 400 },
  );
}

function issueTokens(haveRegister = true) {
  backend.issued += 1;
  const pair = { accessToken: `access-${backend.issued}`, refreshToken: `refresh-${backend.issued}` };
  backend.liveAccess.add(pair.accessToken);
  backend.liveRefresh.add(pair.refreshToken);
  return answer(loginResult, { ...pair, expiresIn: 7200, haveRegister });
}

type Fields = Omit<Address, 'addrId' | 'areaId' | 'lat' | 'lng'>;

/** The ZIP's place, or the refusal of a ZIP no address has. */
function placeOf(zipCode: string) {
  return zipPlaces[zipCode.slice(0, 5)] ?? null;
}

export const accountHandlers = [
  route('post', '/token/refresh', async ({ body }) => {
    if (backend.refreshGate) await backend.refreshGate;
    const { refreshToken } = body as { refreshToken: string };
    if (!backend.refreshWorks || !backend.liveRefresh.has(refreshToken))
      return refuse(refusal('SESSION_EXPIRED'));
    backend.liveRefresh.delete(refreshToken);
    backend.liveAccess.clear();
    return issueTokens();
  }),
  route('post', '/login', ({ body }) => {
    const refused = invalid(loginRequest, body);
    if (refused) return refused;
    const { email, password } = body as { email: string; password: string };
    if (email !== shopper.userMail || password !== SHOPPER_PASSWORD)
      return refuse(refusal('LOGIN_INCORRECT'));
    return issueTokens();
  }),
  route('post', '/user/sendCode', () =>
    answer(sendCodeAnswer, { resendAfterSeconds: 60, expiresInSeconds: 600 }),
  ),
  route('post', '/user/register', ({ body }) => {
    const refused = invalid(registerRequest, body);
    if (refused) return refused;
    const { email, code } = body as { email: string; code: string };
    // Like the server: the code first, so only someone who read a mailed code learns the e-mail is taken.
    if (code !== MAILED_CODE) return refuse(refusal('CODE_INCORRECT'));
    if (email.trim().toLowerCase() === shopper.userMail) return refuse(refusal('EMAIL_REGISTERED'));
    return issueTokens(false);
  }),
  route('post', '/user/resetPassword', ({ body }) => {
    const refused = invalid(resetPasswordRequest, body);
    if (refused) return refused;
    if ((body as { code: string }).code !== MAILED_CODE) return refuse(refusal('CODE_INCORRECT'));
    return answer(okAnswer, { ok: true });
  }),
  route('get', '/area/getAutoCompleteStreetZipCode', ({ query }) => {
    const place = zipPlaces[query.get('zipCode') ?? ''];
    return answer(zipLookupAnswer, { zipcodes: place ? [place] : [] });
  }),

  signedInRoute('get', '/p/user/userInfo', () => answer(userInfo, backend.user)),
  signedInRoute('put', '/p/user/setUserInfo', ({ body }) => {
    const refused = invalid(setUserInfoRequest, body);
    if (refused) return refused;
    backend.user = { ...backend.user, ...setUserInfoRequest.parse(body) };
    return answer(userInfo, backend.user);
  }),
  signedInRoute('put', '/p/user/bindPhone', ({ body }) => {
    const refused = invalid(bindPhoneRequest, body);
    if (refused) return refused;
    const { phone } = bindPhoneRequest.parse(body);
    backend.user = { ...backend.user, userMobile: phone, contactMobile: phone };
    return answer(userInfo, backend.user);
  }),
  signedInRoute('put', '/p/user/changePassword', ({ body }) => {
    const refused = invalid(changePasswordRequest, body);
    if (refused) return refused;
    if ((body as { oldPassword: string }).oldPassword !== SHOPPER_PASSWORD)
      return refuse(refusal('OLD_PASSWORD_INCORRECT'));
    return answer(okAnswer, { ok: true });
  }),
  signedInRoute('post', '/p/logout', () => answer(okAnswer, { ok: true })),

  signedInRoute('get', '/p/address/list', () => answer(addressList, backend.addresses)),
  signedInRoute('get', '/p/address/addrInfo/:addrId', ({ params }) => {
    const found = backend.addresses.find((entry) => entry.addrId === Number(params.addrId));
    return found ? answer(address, found) : refuse(refusal('ADDRESS_NOT_FOUND'));
  }),
  signedInRoute('post', '/p/address/addAddr', ({ body }) => {
    const refused = invalid(addAddressRequest, body);
    if (refused) return refused;
    if (backend.addresses.length >= 10) return refuse(refusal('ADDRESS_LIMIT'));
    const fields = addAddressRequest.parse(body) as Fields;
    const place = placeOf(fields.zipCode);
    if (!place) return refuse(refusal('ZIP_MISMATCH'));
    const added = sampleAddress(backend.addresses.length + 1, {
      ...fields,
      city: place.city,
      state: place.state,
      lat: place.lat ?? 0,
      lng: place.lng ?? 0,
    });
    backend.addresses.push(added);
    return answer(address, added);
  }),
  signedInRoute('put', '/p/address/updateAddr', ({ body }) => {
    const refused = invalid(updateAddressRequest, body);
    if (refused) return refused;
    const fields = updateAddressRequest.parse(body) as Fields & { addrId: number };
    const index = backend.addresses.findIndex((entry) => entry.addrId === fields.addrId);
    const saved = backend.addresses[index];
    if (!saved) return refuse(refusal('ADDRESS_NOT_FOUND'));
    const place = placeOf(fields.zipCode);
    if (!place) return refuse(refusal('ZIP_MISMATCH'));
    const updated = { ...saved, ...fields, city: place.city, state: place.state };
    backend.addresses[index] = updated;
    return answer(address, updated);
  }),
  signedInRoute('delete', '/p/address/deleteAddr/:addrId', ({ params }) => {
    backend.addresses = backend.addresses.filter((entry) => entry.addrId !== Number(params.addrId));
    return answer(okAnswer, { ok: true });
  }),
  signedInRoute('put', '/p/address/defaultAddr/:addrId', ({ params }) => {
    const id = Number(params.addrId);
    backend.addresses = backend.addresses.map((entry) => ({ ...entry, isDefault: entry.addrId === id }));
    const found = backend.addresses.find((entry) => entry.addrId === id);
    return found ? answer(address, found) : refuse(refusal('ADDRESS_NOT_FOUND'));
  }),
];
