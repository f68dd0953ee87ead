import { describe, expect, it } from 'vitest';
import { isPaymentProviderHost, isWellFormedReferrer, REFERRER_MAX_LENGTH, referrerToKeep } from './referrer.js';

const SHOP = 'https://shop.museum.example';

describe('isWellFormedReferrer', () => {
  it.each([
    ['https://www.google.com/', true],
    ['http://blog.example/a?b=c#d', true],
    [`https://example.org/${'a'.repeat(REFERRER_MAX_LENGTH - 20)}`, true],
    [`https://example.org/${'a'.repeat(REFERRER_MAX_LENGTH)}`, false],
    ['', false],
    ['example.org', false],
    ['/en/tickets', false],
    ['javascript:alert(1)', false],
    ['ftp://example.org/', false],
    ['https://example.org/a\nb', false],
    ['https://example.org/a\u0000b', false],
    ['https://example.org/a b', false],
    ['https://example.org/\u0085', false],
    ['https://exa mple.org/', false],
  ])('%j -> %s', (text, expected) => expect(isWellFormedReferrer(text)).toBe(expected));
});

describe('isPaymentProviderHost', () => {
  it.each([
    ['stripe.com', true],
    ['checkout.stripe.com', true],
    ['CHECKOUT.STRIPE.COM.', true],
    ['js.stripe.network', true],
    ['www.paypal.com', true],
    ['pay.twint.ch', true],
    ['pay.google.com', true],
    ['notstripe.com', false],
    ['stripe.com.evil.example', false],
    ['www.google.com', false],
    ['museum.example', false],
  ])('%s -> %s', (host, expected) => expect(isPaymentProviderHost(host)).toBe(expected));
});

describe('referrerToKeep', () => {
  it.each([
    ['another site', 'https://www.tripadvisor.com/Attraction-123', [], 'https://www.tripadvisor.com/Attraction-123'],
    ['a search engine', 'https://www.google.com/', [], 'https://www.google.com/'],
    ['Stripe Checkout', 'https://checkout.stripe.com/c/pay/cs_test_123', [], null],
    ['Stripe itself', 'https://stripe.com/', [], null],
    ['the shop’s own payment page', `${SHOP}/pay/abc`, [], null],
    ['the shop’s own pages', `${SHOP}/en/tickets`, [], null],
    ['the configured provider’s address', 'http://127.0.0.1:4010/pay/cs_test_1', ['http://127.0.0.1:4010'], null],
    ['another port of that host', 'http://127.0.0.1:4011/', ['http://127.0.0.1:4010'], 'http://127.0.0.1:4011/'],
    ['a malformed address', 'not a url', [], null],
    ['a line break', 'https://example.org/\r\nx', [], null],
  ])('%s', (_name, referrer, providers, expected) => expect(referrerToKeep(referrer, SHOP, providers)).toBe(expected));
});
