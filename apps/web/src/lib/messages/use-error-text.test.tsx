import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@foyer/contract';
import { renderInShop } from '../../test/render';
import { ApiError } from '../api/api-error';
import { useErrorText } from './use-error-text';

const Message = ({ error }: { error: unknown }) => <p>{useErrorText()(error)}</p>;

describe('error texts', () => {
  it.each([
    ['en', 1, 'You are trying to book 4 places, but only 1 place is still available.'],
    ['en', 3, 'You are trying to book 4 places, but only 3 places are still available.'],
    ['de', 1, 'Sie möchten 4 Plätze buchen, es ist aber nur noch 1 Platz frei.'],
    ['fr', 1, 'Vous souhaitez réserver 4 places, mais il ne reste que 1 place.'],
    ['it', 2, 'Desidera prenotare 4 posti, ma sono disponibili solo 2 posti.'],
    ['nl', 1, 'U wilt 4 plaatsen boeken, maar er is nog maar 1 plaats beschikbaar.'],
    ['es', 1, 'Desea reservar 4 plazas, pero solo queda 1.'],
    ['sv', 1, 'Du vill boka 4 platser, men det finns bara 1 plats kvar.'],
    ['da', 3, 'Du vil booke 4 pladser, men der er kun 3 pladser tilbage.'],
  ] as const)('agree with the number the server sent, in %s with %i left', async (lang: Lang, available, text) => {
    const error = new ApiError(422, 'OVERBOOKED', 'server text', {}, { requested: 4, available });
    await renderInShop(<Message error={error} />, { lang, namespaces: ['errors'] });
    expect((await screen.findByText(text)).textContent).toBe(text);
  });

  it('reads a code without a number as before, and falls back to the server’s text for an unknown code', async () => {
    await renderInShop(
      <>
        <Message error={new ApiError(422, 'SOLD_OUT', 'x')} />
        <Message error={new ApiError(422, 'SOMETHING_NEW', 'The server’s own words.')} />
      </>,
      { namespaces: ['errors'] },
    );
    expect(await screen.findByText('This time is sold out.')).toBeTruthy();
    expect(screen.getByText('The server’s own words.')).toBeTruthy();
  });
});
