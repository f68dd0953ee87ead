import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/storage/session-store';
import { renderInShop } from '../../test/render';
import { AccountDoneScreen } from './account-done-screen';

const show = (path = '/en/register/success') => renderInShop(<AccountDoneScreen done="registered" />, { path, namespaces: ['account'] });
const onwards = () => screen.getAllByRole('link')[0];

describe('register/success (SPEC §2)', () => {
  beforeEach(() => useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', isGuest: false }, postLoginRedirect: null }));

  it('greets the new customer, says they are logged in, and focuses the heading', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBe(document.activeElement);
    expect(screen.getByText(/you are logged in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/en/settings');
  });

  it.each([
    ['/en/register/success?returnTo=%2Fen%2Fpasses', '/en/checkout', 'Continue where you left off', '/en/passes'],
    ['/en/register/success', '/en/checkout', 'Continue to checkout', '/en/checkout'],
    ['/en/register/success?returnTo=https%3A%2F%2Fevil.example', null, 'Continue shopping', '/en'],
  ])('from %s with post-login redirect %s continues: %s', async (path, redirect, name, href) => {
    useSessionStore.setState({ postLoginRedirect: redirect });
    await show(path);
    expect(onwards()?.textContent).toBe(name);
    expect(onwards()?.getAttribute('href')).toBe(href);
  });
});
