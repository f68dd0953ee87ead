import type { ProductSummary } from '@foyer/contract';
import { formatMoney } from '@foyer/domain';
import { CatalogCard } from '../../components/ui/catalog-card';
import { staticUrl } from '../../lib/static-url';
import { StockLabel } from './stock-label';

export interface ProductCardProps {
  product: ProductSummary;
  lang: string;
  currency: string;
  eager: boolean;
}

/** One product in the list: picture, name, teaser, price including VAT and whether it can be bought. */
export const ProductCard = ({ product, lang, currency, eager }: ProductCardProps) => (
  <CatalogCard
    title={product.name}
    to={`/${lang}/product/${product.id}`}
    image={product.image ? staticUrl(product.image.src) : null}
    eager={eager}
    text={product.teaser}
    footer={
      <p className="product-card-footer">
        <span className="product-card-price">{formatMoney(product.price, currency, lang)}</span>
        <StockLabel stock={product.stock} />
      </p>
    }
    linkClassName="product-card-link"
  />
);
