import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGE_KEYS, FIELD_MESSAGES } from './field-messages.js';
import { LANGUAGES } from '../constants.js';

describe('field messages', () => {
  it.each(LANGUAGES)('%s has a non-empty text for every key', (lang) => {
    for (const key of FIELD_MESSAGE_KEYS) expect(FIELD_MESSAGES[lang][key].trim()).not.toBe('');
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s is translated, not copied from English', (lang) => {
    expect(FIELD_MESSAGE_KEYS.filter((key) => FIELD_MESSAGES[lang][key] === FIELD_MESSAGES.en[key])).toEqual([]);
  });
});
