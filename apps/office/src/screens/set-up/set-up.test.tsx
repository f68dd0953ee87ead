import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'aBcDeFgHiJkLmNoPqRsTuV';

describe('set-up from an invitation link', () => {
  it('greets the invited person, hints at the strength as they type, then sets up the authenticator and signs them in', async () => {
    const api = standInApi({
      [`GET /set-up/${TOKEN}`]: ok({ email: 'robin@museum.example', name: 'Robin' }),
      [`POST /set-up/${TOKEN}`]: ok({ next: 'enrol' }),
      'GET /session/enrolment': ok({ otpauthUri: 'otpauth://totp/x?secret=ABCD', secret: 'ABCDEFGH', qrSvg: '<svg/>' }),
      'POST /session/enrolment': ok(sessionFor('editor', { name: 'Robin' })),
    });
    const user = userEvent.setup();
    await renderOffice(`/set-up/${TOKEN}`);
    expect(await screen.findByText('Welcome, Robin. Choose a password for robin@museum.example; then you set up your authenticator app.')).toBeTruthy();
    const password = screen.getByLabelText('New password');
    await user.type(password, 'short');
    expect(screen.getByText('Too short so far.')).toBeTruthy();
    await user.type(password, ' but now long enough');
    expect(screen.getByText('Strong password.')).toBeTruthy();
    await user.type(screen.getByLabelText('Repeat the password'), 'short but now long enough');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeTruthy();
    await user.type(await screen.findByLabelText('Six-digit code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Robin' })).toBeTruthy();
    expect(location.current).toBe('/');
    expect(api.calls.find((call) => call.method === 'POST' && call.path === `/set-up/${TOKEN}`)?.body).toEqual({ password: 'short but now long enough' });
  });

  it('keeps a too short or mistyped password in the browser', async () => {
    const api = standInApi({ [`GET /set-up/${TOKEN}`]: ok({ email: 'robin@museum.example', name: 'Robin' }) });
    const user = userEvent.setup();
    await renderOffice(`/set-up/${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'tiny');
    await user.type(screen.getByLabelText('Repeat the password'), 'tinY');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Please use at least 12 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('explains an expired or used link in words', async () => {
    standInApi({ [`GET /set-up/${TOKEN}`]: failure(404, 'OFFICE_SET_UP_INVALID') });
    await renderOffice(`/set-up/${TOKEN}`, { lang: 'fr' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/lien/);
  });
});
