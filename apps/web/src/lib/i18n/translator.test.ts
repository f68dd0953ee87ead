import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const english = (): Translator => {
  const translator = new Translator('en');
  translator.addResourceBundle('common', {
    greeting: 'Hello {{name}}',
    nav: { tickets: 'Tickets' },
    'flat.key': 'Flat',
    empty: '',
    places_zero: 'No places',
    places_one: '{{count}} place',
    places_other: '{{count}} places',
  });
  translator.addResourceBundle('tours', { title: 'Tours', only: 'Tour text' });
  return translator;
};

describe('Translator', () => {
  it('reads dotted keys in the default namespace, a namespace prefix, and keys written with a dot', () => {
    const { t } = english();
    expect(t('nav.tickets')).toBe('Tickets');
    expect(t('tours:title')).toBe('Tours');
    expect(t('flat.key')).toBe('Flat');
  });

  it('reads a missing or empty text as its key without the namespace, or as the default value filled in', () => {
    const { t } = english();
    expect(t('errors:PAGE_NOT_FOUND')).toBe('PAGE_NOT_FOUND');
    expect(t('empty')).toBe('empty');
    expect(t('nav.missing', { defaultValue: 'Sorry {{name}}', name: 'Ann' })).toBe('Sorry Ann');
  });

  it('fills placeholders as plain text, leaves one without a variable as written, and empties an undefined one', () => {
    const { t } = english();
    expect(t('greeting', { name: '<b>$&</b>' })).toBe('Hello <b>$&</b>');
    expect(t('greeting')).toBe('Hello {{name}}');
    expect(t('greeting', { name: undefined })).toBe('Hello ');
  });

  it('fills single-brace placeholders when asked to', () => {
    const translator = english();
    translator.addResourceBundle('errors', { SOLD: 'Only {count} left, write to {email}' });
    const braces = { prefix: '{', suffix: '}', escapeValue: false } as const;
    expect(translator.t('errors:SOLD', { count: 2, email: 'a@b.c', interpolation: braces })).toBe('Only 2 left, write to a@b.c');
  });

  it('picks the plural form by the language, and the zero form for 0 when there is one', () => {
    const { t } = english();
    expect(t('places', { count: 0 })).toBe('No places');
    expect(t('places', { count: 1 })).toBe('1 place');
    expect(t('places', { count: 5 })).toBe('5 places');
    const french = new Translator('fr');
    french.addResourceBundle('common', { places_one: '{{count}} place', places_other: '{{count}} places' });
    expect(french.t('places', { count: 0 })).toBe('0 place');
  });

  it('looks in the given namespaces in order, and a key prefix or the ns option wins', () => {
    const translator = english();
    const t = translator.fixed(['tours', 'common']);
    expect(t('title')).toBe('Tours');
    expect(t('nav.tickets')).toBe('Tickets');
    expect(t('common:only')).toBe('only');
    expect(t('only', { ns: 'common' })).toBe('only');
    expect(translator.exists('only', { ns: 'tours' })).toBe(true);
    expect(translator.exists('only')).toBe(false);
  });

  it('merges later bundles and single texts over what is there, keeping the rest', () => {
    const translator = english();
    translator.addResourceBundle('common', { nav: { vouchers: 'Vouchers' } });
    translator.addResource('common', 'nav.tickets', 'Admission');
    translator.addResource('pages', 'notFound.heading', 'Lost?');
    expect(translator.t('nav.tickets')).toBe('Admission');
    expect(translator.t('nav.vouchers')).toBe('Vouchers');
    expect(translator.t('pages:notFound.heading')).toBe('Lost?');
  });
});
