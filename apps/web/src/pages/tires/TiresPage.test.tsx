import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('tire size finder', () => {
  it('explains each part of a typed size', async () => {
    renderApp('/pages/tires/tires');
    const input = await screen.findByLabelText('Tire size');
    fireEvent.change(input, { target: { value: '225/45r17' } });
    expect(screen.getByRole('heading', { name: 'What 225/45R17 means' })).toBeTruthy();
    expect(screen.getByText('225 mm')).toBeTruthy();
    expect(screen.getByText('45%')).toBeTruthy();
    expect(screen.getByText('Radial')).toBeTruthy();
    expect(screen.getByText('17 in')).toBeTruthy();
    expect(screen.getByText('25.0 in (635 mm)')).toBeTruthy();
  });

  it('says what is wrong with a size once the shopper leaves the field', async () => {
    renderApp('/pages/tires/tires');
    const input = await screen.findByLabelText('Tire size');
    fireEvent.change(input, { target: { value: '226/45R17' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toMatch(/width/i);
  });

  it('takes the size handed over by the home page', async () => {
    renderApp('/pages/tires/tires?size=LT265%2F70R17');
    expect(await screen.findByRole('heading', { name: 'What LT265/70R17 means' })).toBeTruthy();
    expect(screen.getByText('Light truck tire')).toBeTruthy();
  });
});
