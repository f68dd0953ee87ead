import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@foyer/contract';
import { renderInShop } from '../../test/render';
import { BannerCarousel } from './banner-carousel';

const banner = (name: string): Banner => ({
  image: `banners/${name}-{width}.webp`,
  image_mobile: `banners/${name}-mobile-{width}.webp`,
  title: name,
  text: '',
  link: null,
  alt: `${name} picture`,
});

const pictures = () => document.querySelectorAll('img.banner-img');

describe('banner carousel', () => {
  it('loads only the first picture until the visitor moves through the slides', async () => {
    await renderInShop(<BannerCarousel banners={[banner('atrium'), banner('lakeside'), banner('minerals')]} heading="Shop" />);
    expect(pictures()).toHaveLength(1);
    expect(pictures()[0]?.getAttribute('alt')).toBe('atrium picture');

    fireEvent.click(screen.getByRole('button', { name: 'Next highlight' }));

    expect(pictures()).toHaveLength(3);
  });
});
