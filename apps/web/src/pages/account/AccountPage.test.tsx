import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { refusal, SESSION_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSignedIn } from '../../features/auth/session-events';
import { backend } from '../../testing/backend';
import { MAILED_CODE } from '../../testing/handlers/account';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('signing in', () => {
  it('lands on the stored redirect and runs the sign-in hooks first', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.LoginRedirect, '/pages/category/category');
    const hook = vi.fn();
    const removeHook = onSignedIn(hook);
    const { router } = renderApp('/pages/account/account');

    await screen.findByRole('tab', { name: 'Sign in', selected: true });
    type('Email', 'jamie@example.com');
    type('Password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/category/category'));
    expect(hook).toHaveBeenCalledWith({ userInfo: expect.objectContaining({ nickName: 'Jamie' }) });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.LoginRedirect)).toBeNull();
    removeHook();
  });

  it('lands on the tires page when there is no redirect and no previous page', async () => {
    const { router } = renderApp('/pages/login/login');
    await screen.findByRole('tab', { name: 'Sign in' });
    type('Email', 'jamie@example.com');
    type('Password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tires/tires'));
  });

  it("shows the server's words when the e-mail or password is wrong", async () => {
    renderApp('/pages/account/account');
    await screen.findByRole('tab', { name: 'Sign in' });
    type('Email', 'jamie@example.com');
    type('Password', 'wrong-one1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Email Address or Password you entered is incorrect.',
    );
  });

  it("clears the server's words once the shopper edits what was refused, and after a resubmit", async () => {
    renderApp('/pages/account/account');
    await screen.findByRole('tab', { name: 'Sign in' });
    type('Email', 'jamie@example.com');
    type('Password', 'wrong-one1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const refused = 'The Email Address or Password you entered is incorrect.';
    expect((await screen.findByRole('alert')).textContent).toBe(refused);

    type('Password', '');
    expect(await screen.findByText('Password cannot be empty')).toBeTruthy();
    expect(screen.queryByText(refused)).toBeNull();

    type('Password', 'wrong-one1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    type('Email', 'jamie@');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The email you entered is invalid. Please check your email and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(refused)).toBeNull();
  });

  it('checks the e-mail before asking the server', async () => {
    renderApp('/pages/account/account');
    await screen.findByRole('tab', { name: 'Sign in' });
    type('Email', 'jamie@');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The email you entered is invalid. Please check your email and try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(backend.calls.some((call) => call.path === '/login')).toBe(false);
  });
});

describe('signing up', () => {
  it('asks for the code first, the rules of the password and the I agree box', async () => {
    renderApp('/pages/account/account');
    fireEvent.click(await screen.findByRole('tab', { name: 'Sign up' }));
    type('Email', 'new@example.com');
    type('Password', 'short');
    type('Confirm password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Please get a verification code first')).toBeTruthy();
    expect(
      screen.getByText('Password must be at least 8 characters with a letter and a number'),
    ).toBeTruthy();
    expect(screen.getByText('Your passwords do not match, please try again.')).toBeTruthy();
    expect(screen.getByText('Please read and agree to the terms first')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions and Privacy Policy/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/pages/terms-page/terms-page?sts=service-terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/pages/terms-page/terms-page?sts=privacy-policy',
    );
  });

  it('mails a code and counts 60 seconds down before another can be asked for', async () => {
    renderApp('/pages/account/account');
    fireEvent.click(await screen.findByRole('tab', { name: 'Sign up' }));
    type('Email', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const waiting = await screen.findByRole('button', { name: /Resend in (60|59)s/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('We sent a code to new@example.com. It expires in 10 minutes.')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === '/user/sendCode')?.body).toEqual({
      email: 'new@example.com',
      purpose: 'register',
    });
  });

  it("puts the server's refusal on the field it names: an e-mail already registered", async () => {
    renderApp('/pages/account/account');
    fireEvent.click(await screen.findByRole('tab', { name: 'Sign up' }));
    type('Email', 'jamie@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    type('Verification code', MAILED_CODE);
    type('Password', 'Secret123');
    type('Confirm password', 'Secret123');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    const email = screen.getByLabelText('Email', { exact: true });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(refusal('EMAIL_REGISTERED').message);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
