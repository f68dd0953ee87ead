import type { ProductSummary, Suggestion } from '@foyer/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CatalogCard } from '../../components/ui/catalog-card';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { picture } from '../../lib/picture';
import { LINE_KINDS } from '../line-kinds';

interface Props {
  suggestion: Suggestion;
  /** Adds a product in one tap; without it a product card only leads to its page. */
  onAdd?: (product: ProductSummary) => void;
}

/** One "Complete your visit" card: a product added in one tap, or a visit whose page offers the dates. */
export const SuggestionCard = ({ suggestion, onAdd }: Props) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const { money } = useFormats();

  if (suggestion.kind === 'product') {
    const { product } = suggestion;
    return (
      <CatalogCard
        title={product.name}
        to={`/${lang}/product/${product.id}`}
        image={product.image ? picture(product.image.src, 'offerCard') : null}
        eager={false}
        eyebrow={<p className="suggestion-kind">{t('suggest.kind.product')}</p>}
        text={product.teaser}
        footer={
          <div className="suggestion-footer">
            <span className="suggestion-price">{money(product.price)}</span>
            {onAdd && (
              // The visible words first, so that voice control users can say what they see.
              <button type="button" className="button button-small suggestion-add" aria-label={t('suggest.addNamed', { name: product.name })} onClick={() => onAdd(product)}>
                {t('suggest.add')}
              </button>
            )}
          </div>
        }
      />
    );
  }
  return (
    <CatalogCard
      title={suggestion.name}
      to={`/${lang}/${LINE_KINDS[suggestion.type].visitSection}/${suggestion.id}`}
      image={suggestion.image ? picture(suggestion.image, 'offerCard') : null}
      eager={false}
      eyebrow={<p className="suggestion-kind">{t(`suggest.kind.${suggestion.type}`)}</p>}
      text={suggestion.teaser}
      footer={
        suggestion.price_from === null ? undefined : (
          <div className="suggestion-footer">
            <span className="suggestion-price">{suggestion.price_from > 0 ? t('suggest.priceFrom', { price: money(suggestion.price_from) }) : t('suggest.free')}</span>
          </div>
        )
      }
      cta={t('suggest.chooseDate')}
    />
  );
};
