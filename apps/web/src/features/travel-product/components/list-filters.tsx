import { PROD_STATUSES, TRAVEL_CONTINENTS, ZConfirmStsCd } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';

// The filter boxes of the travel lists (selects, the date picker) load beside their pages: the chunk is asked for
// when a page's module runs, while its first page of rows is on its way.

const PERIOD_SHORTCUTS = ['1w', '1m', '3m', '6m', 'all'] as const;

function Period({ label }: { label: string }) {
  return (
    <Form.Item name="period" label={label}>
      <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={[...PERIOD_SHORTCUTS]} />
    </Form.Item>
  );
}

/** The product search list: status, name or code, continent, country, registration days. */
export function TravelSearchFilters() {
  const { t } = useTranslation();
  const all = { value: '', label: t('travelProduct.list.all') };
  return (
    <>
      <Form.Item name="prodStsCd" label={t('travelProduct.field.prodStsCd')}>
        <Select
          style={{ width: 150 }}
          options={[all, ...PROD_STATUSES.map((s) => ({ value: s, label: t(`travelProduct.status.${s}`) }))]}
          data-testid="travel-filter-status"
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('travelProduct.field.term')}>
        <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="travel-filter-keyword" />
      </Form.Item>
      <Form.Item name="continentCd" label={t('travelProduct.field.continentCd')}>
        <Select
          style={{ width: 140 }}
          options={[all, ...TRAVEL_CONTINENTS.map((c) => ({ value: c, label: t(`travelProduct.continent.${c}`) }))]}
          data-testid="travel-filter-continent"
        />
      </Form.Item>
      <Form.Item name="nationCd" label={t('travelProduct.field.nationCd')}>
        <Input allowClear maxLength={2} style={{ width: 70 }} data-testid="travel-filter-nation" />
      </Form.Item>
      <Period label={t('travelProduct.field.regPeriod')} />
    </>
  );
}

/** The seller's price change list: status, name or code, request days. */
export function PriceChangeFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="confirmStsCd" label={t('travelProduct.field.confirmStsCd')}>
        <Select
          style={{ width: 130 }}
          options={[
            { value: '', label: t('travelProduct.list.all') },
            ...ZConfirmStsCd.options.map((s) => ({ value: s, label: t(`travelProduct.confirmSts.${s}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('travelProduct.field.term')}>
        <Input allowClear maxLength={100} style={{ width: 160 }} />
      </Form.Item>
      <Period label={t('travelProduct.field.regPeriod')} />
    </>
  );
}

/** The operator's approval queue: status (awaiting unless chosen), seller, name or code. */
export function ReviewFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="prodStsCd" label={t('travelProduct.field.prodStsCd')}>
        <Select
          style={{ width: 150 }}
          options={[
            { value: '', label: t('travelProduct.status.40') },
            ...PROD_STATUSES.filter((s) => s !== '40').map((s) => ({ value: s, label: t(`travelProduct.status.${s}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="supplyEntrNm" label={t('travelProduct.field.seller')}>
        <Input allowClear maxLength={100} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="keyword" label={t('travelProduct.field.term')}>
        <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="travel-review-keyword" />
      </Form.Item>
    </>
  );
}

/** The operator's price change queue: status (requested unless chosen), seller, product code. */
export function PriceChangeQueueFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="confirmStsCd" label={t('travelProduct.field.confirmStsCd')}>
        <Select
          style={{ width: 130 }}
          options={[
            { value: '', label: t('travelProduct.confirmSts.10') },
            ...ZConfirmStsCd.options.filter((s) => s !== '10').map((s) => ({ value: s, label: t(`travelProduct.confirmSts.${s}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="supplyEntrNm" label={t('travelProduct.field.seller')}>
        <Input allowClear maxLength={100} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="prodCd" label={t('travelProduct.field.prodCd')}>
        <Input allowClear maxLength={20} style={{ width: 140 }} />
      </Form.Item>
    </>
  );
}
