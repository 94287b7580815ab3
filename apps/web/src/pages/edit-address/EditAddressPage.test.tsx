import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { refusal } from '@tread/domain';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, refuse } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the address form', () => {
  it("says what is wrong with each field in the spec's words", async () => {
    renderApp('/packages/user/edit-address');
    await screen.findByRole('heading', { name: 'Add address' });
    type('First name', 'J');
    type('Last name', 'Rivera');
    type('Phone number', '213555');
    type('ZIP code', '9001');
    type('Address line 1', '12 Main St #4');
    type('Address line 2', 'Apt @ 5');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Names must be 2-34 letters or spaces')).toBeTruthy();
    expect(screen.getByText('Invalid Phone Number')).toBeTruthy();
    expect(screen.getByText('Please enter a 5-digit ZIP code or ZIP+4')).toBeTruthy();
    expect(screen.getByText('Address line 1 must be 5-30 letters, digits or spaces')).toBeTruthy();
    expect(screen.getByText('Address line 2 can only contain letters, digits and spaces')).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(backend.calls.some((call) => call.path === '/p/address/addAddr')).toBe(false);
  });

  it('asks for the consignee and the detailed address when they are left empty', async () => {
    renderApp('/packages/user/edit-address');
    fireEvent.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter the name of the consignee')).toBeTruthy();
    expect(screen.getByText('Please enter your contact number')).toBeTruthy();
    expect(screen.getByText('Please enter the ZIP code')).toBeTruthy();
    expect(screen.getByText('Please enter the detailed address')).toBeTruthy();
  });

  it('fills city and state from the ZIP code, and refuses a ZIP that does not exist', async () => {
    renderApp('/packages/user/edit-address');
    await screen.findByRole('heading', { name: 'Add address' });
    type('ZIP code', '90012');
    await waitFor(() => expect(field('City').value).toBe('Los Angeles'));
    expect(field('State').value).toBe('CA');

    type('ZIP code', '00000');
    await waitFor(() => expect(field('City').value).toBe(''));
    expect(
      await screen.findByText("Zipcode doesn't match an address, please check and try again"),
    ).toBeTruthy();
  });

  it('saves a valid address with the phone formatted as typed, then leaves the form', async () => {
    const { router } = renderApp('/packages/user/edit-address');
    await screen.findByRole('heading', { name: 'Add address' });
    type('First name', 'Jamie');
    type('Last name', 'Rivera');
    type('Phone number', '2135550142');
    expect(field('Phone number').value).toBe('(213) 555-0142');
    type('ZIP code', '90012');
    await waitFor(() => expect(field('City').value).toBe('Los Angeles'));
    type('Address line 1', '350 S Grand Ave');
    fireEvent.click(screen.getByRole('switch', { name: 'Use as billing address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(backend.calls.find((call) => call.path === '/p/address/addAddr')?.body).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Rivera',
      phone: '(213) 555-0142',
      zipCode: '90012',
      city: 'Los Angeles',
      state: 'CA',
      addressLine1: '350 S Grand Ave',
      isBilling: true,
      isDefault: false,
    });
  });

  it("shows the server's ZIP refusal under the ZIP code, by the field it names", async () => {
    server.use(http.post('/api/p/address/addAddr', () => refuse(refusal('ZIP_MISMATCH'))));
    renderApp('/packages/user/edit-address');
    await screen.findByRole('heading', { name: 'Add address' });
    type('First name', 'Jamie');
    type('Last name', 'Rivera');
    type('Phone number', '2135550142');
    type('ZIP code', '90012');
    await waitFor(() => expect(field('City').value).toBe('Los Angeles'));
    type('Address line 1', '350 S Grand Ave');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(field('ZIP code').getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(
      (field('ZIP code').getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '',
    );
    expect(message?.textContent).toBe("Zipcode doesn't match an address, please check and try again");
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
