import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { textSearchAnswer } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, callsTo, route } from '../../testing/backend';
import { resetPromotions } from '../../testing/handlers/promotions';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { clearSurveyDraft } from './survey-draft';

const NOTHING = '/pages/search-prod-show/search-prod-show?prodName=hovercraft%20tires';

beforeEach(() => {
  resetSessionForTest();
  resetPromotions();
  clearSurveyDraft();
  server.use(
    route('get', '/search/searchProdPage', () =>
      answer(textSearchAnswer, {
        records: [],
        total: 0,
        current: 1,
        size: 20,
        pages: 0,
        hasMore: false,
        sizeMatch: null,
      }),
    ),
  );
});

afterEach(() => cleanup());

const survey = () => screen.findByRole('form', { name: "Didn't find what you need?" });

describe('the empty-result survey (SPEC §1)', () => {
  it('asks what they looked for and when before sending anything', async () => {
    signInForTest();
    renderApp(NOTHING);
    const form = await survey();
    fireEvent.click(within(form).getByRole('button', { name: 'Get $10 off' }));
    expect(await within(form).findByText('Please tell us what you were looking for')).toBeTruthy();
    expect(within(form).getByText('Please choose when you need it')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('What were you looking for?'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'This month' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Get $10 off' }));
    await waitFor(() => expect(within(form).queryByText('Please choose when you need it')).toBeNull());
    expect(within(form).getByText('Please tell us what you were looking for')).toBeTruthy();
    expect(callsTo('/p/survey/emptyResult')).toHaveLength(0);
  });

  it('grants the coupon once, then shows the server’s words', async () => {
    signInForTest();
    renderApp(NOTHING);
    let form = await survey();
    fireEvent.change(within(form).getByLabelText('What were you looking for?'), {
      target: { value: ' 33x12.50R20 mud tires ' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'This week' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Get $10 off' }));

    expect(await screen.findByText('Thanks! Your $10 coupon is in your account.')).toBeTruthy();
    expect(screen.getByText('$10.00 off')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my coupons' }).getAttribute('href')).toBe(
      '/packages/activities/my-coupon',
    );
    expect(callsTo('/p/survey/emptyResult')[0]?.body).toEqual({
      lookingFor: '33x12.50R20 mud tires',
      when: 'this_week',
    });

    cleanup();
    renderApp(NOTHING);
    form = await survey();
    fireEvent.change(within(form).getByLabelText('What were you looking for?'), {
      target: { value: 'Rims' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'Later' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Get $10 off' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('You have already answered the survey');
  });

  it('sends a guest to sign in first, keeping what they typed', async () => {
    const { router } = renderApp(NOTHING);
    const form = await survey();
    fireEvent.change(within(form).getByLabelText('What were you looking for?'), {
      target: { value: 'Rims' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'Later' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Get $10 off' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));
    expect(callsTo('/p/survey/emptyResult')).toHaveLength(0);

    cleanup();
    renderApp(NOTHING);
    const again = await survey();
    expect((within(again).getByLabelText('What were you looking for?') as HTMLInputElement).value).toBe(
      'Rims',
    );
    expect((within(again).getByRole('radio', { name: 'Later' }) as HTMLInputElement).checked).toBe(true);
  });
});
