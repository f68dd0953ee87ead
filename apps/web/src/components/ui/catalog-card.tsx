import type { PictureSources } from '@foyer/contract/shop-pictures';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './catalog-card.css';

export interface CatalogCardProps {
  title: string;
  to: string;
  /** The picture's sources (lib/picture.ts), or null for a drawn placeholder of the same shape. */
  image: PictureSources | null;
  /** The first cards of a list are in view at once: their images load eagerly. */
  eager: boolean;
  /** Above the title, e.g. the categories. */
  eyebrow?: ReactNode;
  /** Facts under the title. */
  meta?: ReactNode;
  /** The description, cut to three lines. */
  text?: string | null;
  /** Under the text: ways straight in, a price, a date. */
  footer?: ReactNode;
  /** A visual "read more" at the end; the link's name stays the title. */
  cta?: string;
  /** Extra class on the title link, for pages and tests that find a card by it. */
  linkClassName?: string;
}

/** Drawn in place of a missing picture: a quiet museum front, so the card keeps its shape and its look. */
const PlaceholderMotif = () => (
  <svg className="catalog-card-motif" viewBox="0 0 64 48" aria-hidden="true" focusable="false">
    <path d="M6 16 32 4l26 12H6Z M10 20v18 M22 20v18 M42 20v18 M54 20v18 M4 42h56 M8 46h48" />
  </svg>
);

/** One offer in a list; the whole card is the link's target, while the link text stays just the title. */
export const CatalogCard = ({ title, to, image, eager, eyebrow, meta, text, footer, cta, linkClassName }: CatalogCardProps) => (
  <article className="catalog-card">
    {image ? (
      <div className="catalog-card-image">
        <img {...image} alt="" width={1280} height={512} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </div>
    ) : (
      <div className="catalog-card-image is-placeholder">
        <PlaceholderMotif />
      </div>
    )}
    <div className="catalog-card-body">
      {eyebrow}
      <h2 className="catalog-card-title">
        <Link className={linkClassName ? `catalog-card-link ${linkClassName}` : 'catalog-card-link'} to={to}>
          {title}
        </Link>
      </h2>
      {meta}
      {text && <p className="catalog-card-text">{text}</p>}
      {footer}
      {cta && (
        <span className="catalog-card-cta" aria-hidden="true">
          {cta} →
        </span>
      )}
    </div>
  </article>
);

/** The card's shape while the list loads: the picture frame takes the list's own ratio, so the placeholder is as tall as the card. */
export const CatalogCardSkeleton = () => (
  <div className="catalog-card catalog-card-skeleton" aria-hidden="true">
    <div className="catalog-card-image" />
    <div className="catalog-card-body" />
  </div>
);

/** A catalog list while it loads: three card placeholders in the list's own grid, and the status for screen readers. */
export const CatalogGridLoading = ({ gridClassName, label }: { gridClassName: string; label: string }) => (
  <div className={gridClassName} aria-busy="true">
    <p className="visually-hidden" role="status">
      {label}
    </p>
    {[0, 1, 2].map((i) => (
      <CatalogCardSkeleton key={i} />
    ))}
  </div>
);
