import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { bootedGiftVouchers, bootedVoucherGroups } from '../../lib/boot/booted-pages';
import { CatalogGridLoading } from '../../components/ui/catalog-card';
import { EmptyState } from '../../components/ui/empty-state';
import { Notice } from '../../components/ui/notice';
import { VoucherBalance } from './voucher-balance';
import { VoucherCard } from './voucher-card';
import { VoucherGroupFilter } from './voucher-group-filter';
import { chosenGroup, sortVouchers, vouchersIn } from './voucher-list';
import { fetchGiftVouchers, fetchVoucherGroups } from './vouchers-api';
import './vouchers.css';

/** `/{lang}/vouchers` (SPEC §2): the gift vouchers on sale, by group when there are several, and the balance check. */
export const VoucherListScreen = () => {
  const { t } = useTranslation('vouchers');
  const { lang } = useShop();
  const { nav } = useLabels();
  // useSearchParams would pull more of the router into the shared first-view chunk; these two are there already.
  const { search } = useLocation();
  const navigate = useNavigate();
  // The list's server page carries both answers: the cards paint with the first screen, without asking the API.
  const [booted] = useState(() => ({ vouchers: bootedGiftVouchers.take(lang), groups: bootedVoucherGroups.take(lang) }));
  const vouchers = useQuery({ queryKey: ['giftVouchers', lang], queryFn: fetchGiftVouchers, initialData: booted.vouchers?.data, initialDataUpdatedAt: booted.vouchers?.at });
  const groupList = useQuery({ queryKey: ['voucherGroups', lang], queryFn: fetchVoucherGroups, initialData: booted.groups?.data, initialDataUpdatedAt: booted.groups?.at });
  const groups = groupList.data?.groups ?? [];
  const requested = new URLSearchParams(search).get('group');
  const group = chosenGroup(groups, requested);
  const all = sortVouchers(vouchers.data?.vouchers ?? [], lang);
  const shown = vouchersIn(all, group);
  // The filter, the count, the cards and the balance check below them appear together, once both answers are in:
  // a filter or a list arriving later would push what is already on screen down.
  const settled = !vouchers.isPending && !groupList.isPending;

  return (
    <div className="container voucher-page">
      <header className="page-header">
        <h1>{nav('vouchers')}</h1>
        <p className="lead">{t('list.intro')}</p>
      </header>
      {settled && groups.length > 1 && (
        <VoucherGroupFilter groups={groups} value={group?.id ?? null} onChange={(id) => navigate({ search: id === null ? '' : `?group=${id}` }, { replace: true })} />
      )}
      {!settled && <CatalogGridLoading gridClassName="voucher-grid" label={t('list.loading')} />}
      {settled && vouchers.isError && <Notice tone="error" text={t('list.loadError')} action={{ label: t('retry'), onPress: () => void vouchers.refetch() }} />}
      {settled && vouchers.isSuccess && all.length === 0 && <EmptyState heading={t('list.emptyHeading')} text={t('list.emptyText')} />}
      {settled && vouchers.isSuccess && all.length > 0 && (
        <>
          <p className="voucher-count" role="status">
            {t('list.shown', { count: shown.length })}
          </p>
          <ul className="voucher-grid" role="list">
            {shown.map((voucher, i) => (
              <li key={voucher.id}>
                <VoucherCard voucher={voucher} lang={lang} eager={i < 2} />
              </li>
            ))}
          </ul>
        </>
      )}
      {settled && <VoucherBalance />}
    </div>
  );
};
