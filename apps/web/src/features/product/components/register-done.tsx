import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { OutcomeBlock } from './outcome-block';

/** After a registration: the new product's code, and the two ways on. */
export function RegisterDone({ prodCd, onAnother, onList }: { prodCd: string; onAnother: () => void; onList: () => void }) {
  const { t } = useTranslation();
  return (
    <OutcomeBlock
      kind="success"
      title={t('product.done.title')}
      body={<span data-testid="product-done-code">{t('product.done.body', { prodCd })}</span>}
      actions={
        <>
          <Button type="primary" onClick={onAnother} autoFocus data-testid="product-register-another">
            {t('product.action.registerAnother')}
          </Button>
          <Button onClick={onList} data-testid="product-go-list">
            {t('product.action.goList')}
          </Button>
        </>
      }
      data-testid="product-done"
    />
  );
}
