import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addStylesheet } from '../../test/stylesheet';
import { CatalogCard } from './catalog-card';

const show = (ui: React.ReactElement) => render(<RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} />);

describe('catalog card', () => {
  it('is an article whose link is named by the title alone, with image, facts, text, footer and a hidden cta', () => {
    show(
      <CatalogCard
        title="Light over the Lake"
        to="/en/tickets/7"
        image={{ src: '/static/lake.jpg' }}
        eager
        eyebrow={<p>Exhibition</p>}
        meta={<p>Until 31 Dec</p>}
        text="A walk through light."
        footer={<p>From CHF 12.00</p>}
        cta="Book tickets"
        linkClassName="event-link"
      />,
    );
    const link = screen.getByRole('link', { name: 'Light over the Lake' });
    expect(link.getAttribute('href')).toBe('/en/tickets/7');
    expect(link.className).toBe('catalog-card-link event-link');
    expect(screen.getByRole('heading', { level: 2 }).contains(link)).toBe(true);
    const article = screen.getByRole('article');
    expect(article.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(article.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(article.textContent).toContain('ExhibitionLight over the LakeUntil 31 DecA walk through light.From CHF 12.00Book tickets →');
    expect(article.querySelector('.catalog-card-cta')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives an uploaded picture’s widths and sizes to the browser to pick from', () => {
    show(<CatalogCard title="Garden" to="/en/tickets/8" image={{ src: '/static/uploads/g-1280.webp', srcSet: '/static/uploads/g-640.webp 640w, /static/uploads/g-1280.webp 1280w', sizes: '50vw' }} eager={false} />);
    const img = screen.getByRole('article').querySelector('img');
    expect([img?.getAttribute('src'), img?.getAttribute('srcset'), img?.getAttribute('sizes')]).toEqual(['/static/uploads/g-1280.webp', '/static/uploads/g-640.webp 640w, /static/uploads/g-1280.webp 1280w', '50vw']);
  });

  it('loads later images lazily and leaves out what is not given', () => {
    show(<CatalogCard title="Garden" to="/en/tickets/8" image={null} eager={false} text={null} />);
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
    // No picture: a drawn placeholder in the picture's place, hidden from screen readers.
    const placeholder = screen.getByRole('article').querySelector('.catalog-card-image.is-placeholder');
    expect(placeholder?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('article').querySelector('.catalog-card-text, .catalog-card-cta')).toBeNull();
    expect(screen.getByRole('link', { name: 'Garden' }).className).toBe('catalog-card-link');
  });

  it('cuts every picture to the one ratio of the list, whatever its own shape', () => {
    const style = addStylesheet('components/ui/catalog-card.css');
    const rule = (selector: string) =>
      [...(style.sheet?.cssRules ?? [])].find((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText === selector)?.style;
    const box = rule('.catalog-card-image');
    expect(box?.getPropertyValue('aspect-ratio')).toBe('5 / 2');
    // Without it an aspect-ratio box grows to a tall picture's height.
    expect(box?.getPropertyValue('overflow')).toBe('hidden');
    const picture = rule('.catalog-card-image img');
    expect(picture?.getPropertyValue('object-fit')).toBe('cover');
    expect(picture?.getPropertyValue('position')).toBe('absolute');
    style.remove();
  });
});
