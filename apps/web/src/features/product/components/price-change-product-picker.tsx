import { Button, Empty, Flex, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Text } from '@/shared/ui/typography';
import { useApprovedProducts } from '../api/price-change-products';

/** Finds one of the seller's approved products by its code or name; a click picks it. */
export function PriceChangeProductPicker({ onPick }: { onPick: (prodCd: string) => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const found = useApprovedProducts(term);
  const won = (n: number) => formatWon(n, currentLanguage());
  return (
    <Flex vertical gap={8}>
      <Text type="secondary">{t('priceChange.msg.pickProduct')}</Text>
      <Input.Search
        allowClear
        maxLength={100}
        enterButton={t('priceChange.action.find')}
        placeholder={`${t('priceChange.field.prodCd')} / ${t('priceChange.field.prodNm')}`}
        onSearch={(v) => setTerm(v.trim())}
        data-testid="price-change-search"
      />
      {found.isFetching && <Spin size="small" />}
      {term !== '' && found.data && found.data.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('priceChange.msg.noProducts')} />}
      {found.data && found.data.length > 0 && (
        <Flex vertical gap={4} role="list">
          {found.data.map((p) => (
            <Flex
              key={p.prodCd}
              role="listitem"
              justify="space-between"
              align="center"
              gap={8}
              style={{ padding: '4px 8px', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 }}
            >
              <Flex vertical>
                <Text strong>{p.prodNm}</Text>
                <Text type="secondary">
                  {p.prodCd} · {p.prodStsNm} · {won(p.listPrice)} / {won(p.prodPrice)}
                </Text>
              </Flex>
              <Button size="small" type="primary" onClick={() => onPick(p.prodCd)} data-testid={`price-change-pick-${p.prodCd}`}>
                {t('priceChange.action.pick')}
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
