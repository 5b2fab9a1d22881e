import type { TClaimType, TOrdDtlStsCd } from '@po/contracts';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the claim receipts need of a line (the detail page passes its row). */
export interface ClaimableLine {
  ordNo: string;
  ordDtlSq: number;
  ordDtlStsCd: TOrdDtlStsCd;
  /** What is still free for a new claim: bought less cancelled, returned, exchanged and claimed. */
  claimableQty: number;
  prodCd: string;
  optionValue1: string;
  optionValue2: string;
  version: number;
}

const ClaimReceiptModal = lazy(() => import('./claim-receipt-modal').then((m) => ({ default: m.ClaimReceiptModal })));

/** Which receipts a line's status allows (spec §4): a cancel before shipping, a return or exchange after. */
const ALLOWED: Record<TClaimType, readonly TOrdDtlStsCd[]> = { CANCEL: ['20', '35'], RETURN: ['50', '60'], EXCHANGE: ['50', '60'] };
const ACTION = { CANCEL: 'cancel', RETURN: 'return', EXCHANGE: 'exchange' } as const;

/**
 * The cancel / return / exchange receipt buttons of a line on the order detail, each opening its popup. Only the
 * receipts the line's status allows are shown, and none when nothing of the line is free for a claim.
 */
export function LineClaimActions({ line, onDone }: { line: ClaimableLine; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TClaimType | null>(null);
  if (line.claimableQty < 1) return null;
  const kinds = (Object.keys(ALLOWED) as TClaimType[]).filter((k) => ALLOWED[k].includes(line.ordDtlStsCd));
  if (kinds.length === 0) return null;
  return (
    <Flex gap={4}>
      {kinds.map((k) => (
        <Button key={k} size="small" onClick={() => setOpen(k)} data-testid={`claim-receipt-${ACTION[k]}-${line.ordDtlSq}`}>
          {t(`claim.action.${ACTION[k]}`)}
        </Button>
      ))}
      {open && (
        <Suspense fallback={null}>
          <ClaimReceiptModal line={line} claimType={open} onClose={() => setOpen(null)} onDone={onDone} />
        </Suspense>
      )}
    </Flex>
  );
}
