import { shopItemPath, type ShopItem } from '@foyer/contract/shop-pages';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import './record-editing.css';

interface Props {
  item: ShopItem;
  id: string | number;
  /** Whether the saved record is in the shop: the shop shows what is saved, not the form's draft. */
  listed: boolean;
  /** The language whose texts the form shows, so the editor sees the texts just written. */
  lang: Lang;
}

/** How the visitor's shop shows the saved record, in a new tab; a record kept out of the shop says visitors cannot see it. */
export const ShopLink = ({ item, id, listed, lang }: Props) => {
  const { t } = useI18n();
  return (
    <div className="shop-link">
      {listed ? (
        <>
          <a href={shopItemPath(item, lang, id)} target="_blank" rel="noopener">
            {t('shopLink.open')}
            <span className="visually-hidden"> {t('shopLink.newTab')}</span>
          </a>
          <p className="field-hint">{t('shopLink.hint')}</p>
        </>
      ) : (
        <p className="field-hint">{t('shopLink.notListed')}</p>
      )}
    </div>
  );
};
