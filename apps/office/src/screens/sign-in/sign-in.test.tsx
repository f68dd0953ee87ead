import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const signInWithPassword = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText('E-mail address'), 'owner@museum.example');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('sign-in', () => {
  it('asks for the password, then the authenticator code, and returns to the page that sent the staff member here', async () => {
    const api = standInApi({
      'POST /session/password': ok({ next: 'totp' }),
      'POST /session/totp': ok(sessionFor('owner')),
      'GET /staff': ok({ staff: [] }),
    });
    const user = userEvent.setup();
    await renderOffice('/sign-in?next=%2Fstaff');
    await signInWithPassword(user);
    // The new step's heading takes focus, so a screen reader starts reading the step from its top.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Confirm it is you' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.type(screen.getByLabelText('Six-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    expect(location.current).toBe('/staff');
    expect(api.calls.find((call) => call.path === '/session/password')?.body).toEqual({ email: 'owner@museum.example', password: 'correct horse battery' });
    expect(api.calls.find((call) => call.path === '/session/totp')?.body).toEqual({ code: '123456' });
  });

  it('shows the translated message of a wrong password, not the server text', async () => {
    standInApi({ 'POST /session/password': failure(401, 'OFFICE_CREDENTIALS_INVALID') });
    const user = userEvent.setup();
    await renderOffice('/sign-in');
    await signInWithPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail address or password.');
  });

  it('names the minutes of a lockout in the right plural form, in the chosen language', async () => {
    standInApi({ 'POST /session/password': failure(429, 'OFFICE_LOCKED', { params: { minutes: 15 } }) });
    const user = userEvent.setup();
    await renderOffice('/sign-in', { lang: 'de' });
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'owner@museum.example');
    await user.type(screen.getByLabelText('Passwort'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect((await screen.findByRole('alert')).textContent).toContain('15 Minuten');
  });

  it('says which field is missing without calling the server', async () => {
    const api = standInApi({});
    const user = userEvent.setup();
    await renderOffice('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('refuses a code that is not six digits before sending it', async () => {
    const api = standInApi({ 'POST /session/password': ok({ next: 'totp' }) });
    const user = userEvent.setup();
    await renderOffice('/sign-in');
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Six-digit code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter the six digits shown in your authenticator app.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/session/totp')).toEqual([]);
  });

  it('shows a wrong code as the translated error and lets the staff member try again', async () => {
    standInApi({ 'POST /session/password': ok({ next: 'totp' }), 'POST /session/totp': failure(401, 'OFFICE_CODE_INVALID') });
    const user = userEvent.setup();
    await renderOffice('/sign-in');
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Six-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This code is wrong/);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
  });

  it('enrols an authenticator on first sign-in: QR code as an image, the key to type, then the first code', async () => {
    const api = standInApi({
      'POST /session/password': ok({ next: 'enrol' }),
      'GET /session/enrolment': ok({ otpauthUri: 'otpauth://totp/Foyer:owner?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      'POST /session/enrolment': ok(sessionFor('owner')),
    });
    const user = userEvent.setup();
    await renderOffice('/sign-in');
    await signInWithPassword(user);
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in the authenticator app on this device' }).getAttribute('href')).toMatch(/^otpauth:/);
    await user.type(screen.getByLabelText('Six-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Alex owner' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/session/enrolment')?.body).toEqual({ code: '654321' });
  });

  it('ignores a return address outside the office', async () => {
    standInApi({ 'POST /session/password': ok({ next: 'totp' }), 'POST /session/totp': ok(sessionFor('door')) });
    const user = userEvent.setup();
    await renderOffice('/sign-in?next=%2F%2Fevil.example%2F');
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Six-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.current).toBe('/'));
  });
});
