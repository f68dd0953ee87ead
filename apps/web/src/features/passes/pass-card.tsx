import type { ProductSummary } from '@foyer/contract';
import { CatalogCard } from '../../components/ui/catalog-card';
import { useFormats } from '../../lib/formats';
import { picture } from '../../lib/picture';
import { PassAvailability } from './pass-availability';
import { PassValidity } from './pass-validity';

export interface PassCardProps {
  pass: ProductSummary;
  lang: string;
  eager: boolean;
}

/** One pass in the list: picture, name, how long it is valid, teaser, price including VAT and whether it can be bought. */
export const PassCard = ({ pass, lang, eager }: PassCardProps) => {
  const { money } = useFormats();
  return (
    <CatalogCard
      title={pass.name}
      to={`/${lang}/passes/${pass.id}`}
      image={pass.image ? picture(pass.image.src, 'offerCard') : null}
      eager={eager}
      meta={<PassValidity months={pass.validity_months} />}
      text={pass.teaser}
      footer={
        <p className="pass-card-footer">
          <span className="pass-card-price">{money(pass.price)}</span>
          <PassAvailability stock={pass.stock} />
        </p>
      }
    />
  );
};
