import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@foyer/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { trackEcommerce } from '../../lib/analytics/ecommerce';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore, type CartLine } from '../../lib/storage/cart-store';
import { wireCart } from '../../lib/storage/wire-cart';
import { fetchSuggestions } from './suggest-api';
import { SuggestionCard } from './suggestion-card';
import '../../components/ui/catalog-card.css';

/** DESIGN.md "Upselling": at most three cards (the contract's MAX_SUGGESTIONS; imported as a value it would bring zod into the basket). */
const MAX_SHOWN = 3;

interface Props {
  /** Builds a product's basket line (the merchandise feature's builder, handed over by the app). */
  toProductLine?: (product: ProductSummary, count: number) => CartLine;
}

/**
 * DESIGN.md "Upselling": "Complete your visit", up to three offers the catalog's rules pick for what
 * the basket holds, asked again whenever its lines change. Hidden when there is nothing to offer or
 * the call fails: a suggestion is a courtesy, never in the way of paying.
 */
export const BasketSuggestions = ({ toProductLine }: Props) => {
  const { t } = useTranslation('checkout');
  const { config, lang } = useShop();
  const lines = useCartStore((s) => s.lines);
  const cart = wireCart(lines);
  const query = useQuery({
    queryKey: ['suggest', lang, cart.items],
    queryFn: () => fetchSuggestions({ cart }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
  const [added, setAdded] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The card goes once the product is in the basket, so focus moves to the confirmation.
  const add = toProductLine
    ? (product: ProductSummary) => {
        const line = toProductLine(product, 1);
        useCartStore.getState().add(line);
        trackEcommerce('add_to_cart', config.currency, [line.analytics]);
        setAdded(product.name);
        statusRef.current?.focus();
      }
    : undefined;

  const suggestions = query.isError || lines.length === 0 ? [] : (query.data?.suggestions ?? []).slice(0, MAX_SHOWN);
  return (
    <>
      <p ref={statusRef} className="suggestions-status" role="status" tabIndex={-1}>
        {added === null ? '' : t('suggest.added', { name: added })}
      </p>
      {suggestions.length > 0 && (
        <section className="suggestions" aria-labelledby="suggestions-heading">
          <h2 id="suggestions-heading">{t('suggest.heading')}</h2>
          <p className="suggestions-intro">{t('suggest.intro')}</p>
          <ul className="suggestion-list" role="list">
            {suggestions.map((suggestion) => (
              <li key={suggestion.kind === 'product' ? `product-${suggestion.product.id}` : `${suggestion.type}-${suggestion.id}`}>
                <SuggestionCard suggestion={suggestion} onAdd={add} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
};
