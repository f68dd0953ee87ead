import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../lib/api/client';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { loadTranslator } from '../../lib/i18n/translator';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { ImageField } from './image-field';

beforeEach(() => setCsrfToken('csrf-123'));
afterEach(() => {
  setCsrfToken(null);
  vi.unstubAllGlobals();
});

const uploadedImage = { src: 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp', widths: [640, 1280, 1920], width: 2400, height: 1600 };

/** The field in an editor's form: it holds the path the field hands back. */
const renderField = async (initial: string | null, lang: Lang = 'en') => {
  const onChange = vi.fn();
  const Form = () => {
    const [src, setSrc] = useState(initial);
    return (
      <ImageField
        id="event-image"
        label="Event picture"
        value={src}
        onChange={(next) => {
          onChange(next);
          setSrc(next);
        }}
      />
    );
  };
  const translator = await loadTranslator(lang);
  render(
    <I18nProvider value={{ ...translator, setLanguage: () => undefined }}>
      <Form />
    </I18nProvider>,
  );
  return { onChange };
};

/** A promise the test settles when it wants the call answered. */
const gate = () => {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open: () => open() };
};

const photo = (bytes: BlobPart = 'jpeg bytes', type = 'image/jpeg', name = 'hall.jpg') => new File([bytes], name, { type });

describe('ImageField', () => {
  it('shows the current picture at its smallest stored width, and says when there is none', async () => {
    await renderField('banners/atrium-{width}.webp');
    expect(screen.getByRole('group', { name: 'Event picture' })).toBeTruthy();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Current picture' }).getAttribute('src')).toBe('/static/banners/atrium-640.webp');
    expect(screen.getByLabelText('Choose another picture').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
  });

  it('shows a picture without a width placeholder at its own address', async () => {
    await renderField('products/mug.svg');
    expect(screen.getByRole('img', { name: 'Current picture' }).getAttribute('src')).toBe('/static/products/mug.svg');
  });

  it('says there is no picture yet, and offers to choose one', async () => {
    await renderField(null);
    expect(screen.getByText('No picture yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByLabelText('Choose a picture')).toBeTruthy();
  });

  it('uploads the chosen file with the CSRF token, announces it, shows the new picture and hands its path on', async () => {
    const answer = gate();
    const api = standInApi({ 'POST /images': { ...ok({ image: uploadedImage }), after: answer.promise } });
    const { onChange } = await renderField(null);
    const user = userEvent.setup();
    const file = photo();
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    expect((await screen.findByRole('status')).textContent).toBe('Uploading the picture…');
    expect(screen.getByRole('group', { name: 'Event picture' }).getAttribute('aria-busy')).toBe('true');
    answer.open();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('The picture has been uploaded.'));
    expect(onChange).toHaveBeenCalledWith('uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp');
    expect(screen.getByRole('img', { name: 'Current picture' }).getAttribute('src')).toBe('/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp');
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/images', body: file })]);
    expect(api.calls[0]?.headers).toEqual(expect.objectContaining({ 'x-csrf-token': 'csrf-123', 'content-type': 'image/jpeg' }));
  });

  it("shows the server's refusal in the editor's language, and keeps the picture it had", async () => {
    standInApi({ 'POST /images': failure(415, 'OFFICE_IMAGE_UNSUPPORTED') });
    const { onChange } = await renderField('products/mug.svg', 'de');
    await userEvent.setup().upload(screen.getByLabelText('Anderes Bild auswählen'), photo('just text', 'image/png', 'notes.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Diese Datei ist kein verwendbares Bild oder sie ist beschädigt. Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.',
    );
    expect(screen.getByLabelText('Anderes Bild auswählen').getAttribute('aria-describedby')).toBe('event-image-hint event-image-error event-image-progress');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Aktuelles Bild' }).getAttribute('src')).toBe('/static/products/mug.svg');
  });

  it('takes the same file again after a refusal, and keeps the picture of the last file chosen when answers cross', async () => {
    const first = gate();
    let calls = 0;
    const later = { ...uploadedImage, src: 'uploads/ZyXwVuTsRqPoNmLkJiHgFe-{width}.webp' };
    const api = standInApi({
      'POST /images': () => {
        calls += 1;
        if (calls === 1) return { ...failure(413, 'OFFICE_IMAGE_TOO_LARGE', { params: { megabytes: 15, megapixels: 50 } }) };
        return calls === 2 ? { ...ok({ image: uploadedImage }), after: first.promise } : ok({ image: later });
      },
    });
    const { onChange } = await renderField(null);
    const user = userEvent.setup();
    const file = photo();
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    expect((await screen.findByRole('alert')).textContent).toBe('This picture is too large. Please choose a file of at most 15 MB and at most 50 megapixels.');
    // A browser tells of a choice only when the input's value changes.
    expect(screen.getByLabelText<HTMLInputElement>('Choose a picture').value).toBe('');
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    await user.upload(screen.getByLabelText('Choose a picture'), photo('other bytes'));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(later.src));
    first.open();
    await vi.waitFor(() => expect(api.calls).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onChange.mock.calls).toEqual([[later.src]]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Current picture' }).getAttribute('src')).toBe('/static/uploads/ZyXwVuTsRqPoNmLkJiHgFe-640.webp');
  });

  it('refuses a file over 15 MB without sending it', async () => {
    const api = standInApi({});
    await renderField(null, 'fr');
    await userEvent.setup().upload(screen.getByLabelText('Choisir une image'), photo(new Uint8Array(15 * 1024 * 1024 + 1)));
    expect((await screen.findByRole('alert')).textContent).toBe('Cette image est trop volumineuse. Veuillez choisir un fichier de 15 Mo et de 50 mégapixels au maximum.');
    expect(api.calls).toEqual([]);
  });

  it('is reached with the keyboard: Tab focuses the file input, named by the button it looks like', async () => {
    await renderField(null);
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Choose a picture'));
    expect(document.activeElement?.getAttribute('type')).toBe('file');
  });
});
