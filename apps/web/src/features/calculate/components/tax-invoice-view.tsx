import type { TTaxInvoice } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatBizNo } from '@/shared/format/identifiers';
import { formatNumber } from '@/shared/format/money';
import { approvalNoText } from './settlement-format';
import './settlement.css';

type Party = TTaxInvoice['supplier'];

function PartyBlock({ party, role }: { party: Party; role: 'supplier' | 'receiver' }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('calculatePage.invoice.bizNo'), formatBizNo(party.bizNo)],
    [t('calculatePage.invoice.name'), party.name],
    [t('calculatePage.invoice.ownerNm'), party.ownerNm],
    [t('calculatePage.invoice.address'), party.address],
    [t('calculatePage.invoice.bizType'), party.bizType],
    [t('calculatePage.invoice.bizKind'), party.bizKind],
    [t('calculatePage.invoice.email'), party.email],
  ];
  return (
    <table aria-label={t(`calculatePage.invoice.${role}`)} data-testid={`invoice-${role}`}>
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={label}>
            {i === 0 ? (
              <th rowSpan={rows.length} scope="rowgroup" style={{ width: 28 }}>
                {t(`calculatePage.invoice.${role}`)}
              </th>
            ) : null}
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A tax invoice laid out as an electronic tax invoice (부가가치세법 시행규칙 별지 서식): the approval number 8-8-8,
 * supplier and receiver, write date, supply amount and tax, the items, the total and its purpose.
 */
export function TaxInvoiceView({ invoice }: { invoice: TTaxInvoice }) {
  const { t } = useTranslation();
  const late = formatDate(invoice.issueDt) > formatDate(invoice.issueDueDt);
  return (
    <article className="po-tax-invoice" data-testid="tax-invoice">
      <h2 className="po-tax-invoice__title">{t('calculatePage.invoice.title')}</h2>
      <table>
        <tbody>
          <tr>
            <th scope="row">{t('calculatePage.invoice.approvalNo')}</th>
            <td data-testid="invoice-approval-no">{approvalNoText(invoice.approvalNo)}</td>
            <th scope="row">{t('calculatePage.invoice.issueDt')}</th>
            <td data-testid="invoice-issue-dt">
              {formatDate(invoice.issueDt)}
              {late ? ` (${t('calculatePage.invoice.late', { due: formatDate(invoice.issueDueDt) })})` : ''}
            </td>
          </tr>
        </tbody>
      </table>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
        <PartyBlock party={invoice.supplier} role="supplier" />
        <PartyBlock party={invoice.receiver} role="receiver" />
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('calculatePage.invoice.writeDt')}</th>
            <th scope="col">{t('calculatePage.invoice.supplyAmt')}</th>
            <th scope="col">{t('calculatePage.invoice.taxAmt')}</th>
            <th scope="col">{t('calculatePage.invoice.taxType')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-testid="invoice-write-dt">{formatDate(invoice.writeDt)}</td>
            <td className="po-num" data-testid="invoice-supply-amt">
              {formatNumber(invoice.supplyAmt)}
            </td>
            <td className="po-num" data-testid="invoice-tax-amt">
              {formatNumber(invoice.taxAmt)}
            </td>
            <td>{invoice.taxType}</td>
          </tr>
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            {(['itemDt', 'itemNm', 'spec', 'qty', 'unitPrice', 'supplyAmt', 'taxAmt'] as const).map((c) => (
              <th key={c} scope="col">
                {t(`calculatePage.invoice.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, i) => (
            <tr key={i} data-testid={`invoice-item-${i}`}>
              <td>{formatDate(item.itemDt)}</td>
              <td>{item.itemNm}</td>
              <td>{item.spec}</td>
              <td className="po-num">{item.qty === null ? '' : formatNumber(item.qty)}</td>
              <td className="po-num">{item.unitPrice === null ? '' : formatNumber(item.unitPrice)}</td>
              <td className="po-num">{formatNumber(item.supplyAmt)}</td>
              <td className="po-num">{formatNumber(item.taxAmt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <tbody>
          <tr>
            <th scope="row">{t('calculatePage.invoice.totalAmt')}</th>
            <td className="po-num" data-testid="invoice-total-amt">
              {formatNumber(invoice.totalAmt)}
            </td>
            <td>{t('calculatePage.invoice.purposeText', { purpose: invoice.purpose })}</td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}
