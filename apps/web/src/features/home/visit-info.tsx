import { useTranslation } from '../../lib/i18n/use-translation';
import type { ShopInfo } from '@foyer/contract';

/** Where and when: what a visitor standing outside most often needs. */
export const VisitInfo = ({ meta }: { meta: ShopInfo['meta'] }) => {
  const { t } = useTranslation('home');
  return (
    <section className="container visit" aria-labelledby="visit-heading">
      <h2 id="visit-heading" className="section-heading">
        {t('visit.heading')}
      </h2>
      {meta.description && <p className="visit-lead">{meta.description}</p>}
      <dl className="visit-grid">
        <div>
          <dt>{t('visit.address')}</dt>
          <dd>
            {meta.museum_name}
            <br />
            {meta.street}
            <br />
            {meta.zip} {meta.city}
          </dd>
        </div>
        {meta.opening_hours && (
          <div>
            <dt>{t('visit.openingHours')}</dt>
            <dd>{meta.opening_hours}</dd>
          </div>
        )}
        <div>
          <dt>{t('visit.contact')}</dt>
          <dd>
            <a href={`mailto:${meta.email}`}>{meta.email}</a>
            {meta.phone && (
              <>
                <br />
                <a href={`tel:${meta.phone.replace(/[^+\d]/g, '')}`}>{meta.phone}</a>
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
};
