import { AccountMessages, Messages } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let ann: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t);
});
afterAll(() => t.close());

const userInfo = (who: Customer) =>
  t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: who.headers });
const setUserInfo = (who: Customer, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/p/user/setUserInfo', headers: who.headers, payload });
const bindPhone = (who: Customer, phone: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/p/user/bindPhone', headers: who.headers, payload: { phone } });

describe('user info', () => {
  it('answers the fields of SPEC §3, a nickname from the e-mail and no marketing e-mail yet', async () => {
    const res = await userInfo(ann);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: expect.any(String),
      nickName: ann.email.split('@')[0]!.slice(0, 15),
      userMobile: null,
      contactMobile: null,
      mktEmail: null,
      userMail: ann.email,
      lastUserTire: null,
      avatarUrl: null,
      gender: null,
      role: 'customer',
    });
  });
});

describe('editing the profile', () => {
  it('changes only the fields given', async () => {
    const res = await setUserInfo(ann, { nickName: '  Ann L  ', gender: 'woman' });
    expect(res.json()).toMatchObject({ nickName: 'Ann L', gender: 'woman' });
    const later = await setUserInfo(ann, { mktEmail: 'Deals@Example.com' });
    expect(later.json()).toMatchObject({ nickName: 'Ann L', gender: 'woman', mktEmail: 'deals@example.com' });
    expect((await setUserInfo(ann, { mktEmail: null })).json().mktEmail).toBeNull();
  });

  it.each([
    [{ nickName: '   ' }, Messages.NicknameEmpty],
    [{ nickName: 'A'.repeat(16) }, Messages.NicknameTooLong],
    [{ gender: 'other' }, AccountMessages.GenderInvalid],
    [{ mktEmail: 'not-an-email' }, Messages.EmailInvalid],
    [{ avatarUrl: 'https://tracker.example.com/pixel.png' }, AccountMessages.AvatarNotUploaded],
  ])('refuses %j', async (payload, message) => {
    const res = await setUserInfo(ann, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts 15 characters, counting an emoji as one', async () => {
    const nickName = `${'B'.repeat(14)}🚗`;
    expect((await setUserInfo(ann, { nickName })).json().nickName).toBe(nickName);
  });
});

describe('binding a phone', () => {
  it('stores 10 digits and shows (xxx) xxx-xxxx', async () => {
    const res = await bindPhone(ann, '+1 213-555-0142');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userMobile: '2135550142', contactMobile: '(213) 555-0142' });
  });

  it.each([['555-0142'], ['213555014299'], ['phone']])(
    'refuses %s with Invalid Phone Number',
    async (phone) => {
      const res = await bindPhone(ann, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(Messages.InvalidPhoneNumber);
    },
  );

  it('asks for a number when none is given', async () => {
    expect((await bindPhone(ann, '')).json().message).toBe(Messages.ContactNumberRequired);
  });
});

describe('one customer and another', () => {
  it("cannot read or change the other's profile, even naming their id", async () => {
    const bob = await signUp(t);
    const annId = (await userInfo(ann)).json().userId;
    const before = (await userInfo(ann)).json();

    const sneaky = await setUserInfo(bob, { userId: annId, nickName: 'Hacked' });
    expect(sneaky.json().userId).not.toBe(annId);
    await t.app.inject({
      method: 'PUT',
      url: '/api/p/user/bindPhone',
      headers: bob.headers,
      payload: { userId: annId, phone: '3105550199' },
    });
    const withQuery = await t.app.inject({
      method: 'GET',
      url: `/api/p/user/userInfo?userId=${annId}`,
      headers: bob.headers,
    });
    expect(withQuery.json().userId).not.toBe(annId);
    expect(withQuery.json().userMail).toBe(bob.email);
    expect((await userInfo(ann)).json()).toEqual(before);
  });
});
