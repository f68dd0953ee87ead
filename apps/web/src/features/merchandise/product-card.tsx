import type { ProductSummary } from '@foyer/contract';
import { CatalogCard } from '../../components/ui/catalog-card';
import { useFormats } from '../../lib/formats';
import { picture } from '../../lib/picture';
import { StockLabel } from './stock-label';

export interface ProductCardProps {
  product: ProductSummary;
  lang: string;
  eager: boolean;
}

/** One product in the list: picture, name, teaser, price including VAT and whether it can be bought. */
export const ProductCard = ({ product, lang, eager }: ProductCardProps) => {
  const { money } = useFormats();
  return (
    <CatalogCard
      title={product.name}
      to={`/${lang}/product/${product.id}`}
      image={product.image ? picture(product.image.src, 'offerCard') : null}
      eager={eager}
      text={product.teaser}
      footer={
        <p className="product-card-footer">
          <span className="product-card-price">{money(product.price)}</span>
          <StockLabel stock={product.stock} />
        </p>
      }
      linkClassName="product-card-link"
    />
  );
};
