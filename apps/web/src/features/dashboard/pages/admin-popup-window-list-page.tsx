import type { TPopupWindowRow } from '@po/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, type Dayjs } from '@/shared/date/seoul';
import { DateRangePicker } from '@/shared/date/range-picker';
import { useFeedback } from '@/shared/feedback/feedback';
import { formatDateTime } from '@/shared/format/date';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useSessionUser } from '@/shared/session/session-user';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Panel } from '@/shared/ui/panel';
import { usePopupWindows, useSavePopupWindow } from '../popups/popup-api';

const DAY = 'YYYY-MM-DD';
type Range = [Dayjs, Dayjs] | null;

/**
 * /admin/popupWindowList: the days the dated popups show (the guarantee-terms popup to sellers who have not agreed).
 * The operator moves a window without a release; the server checks start ≤ end.
 */
export function AdminPopupWindowListPage() {
  useMessageNamespaces('popup');
  const { t } = useTranslation();
  const { message } = useFeedback();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const windows = usePopupWindows();
  const save = useSavePopupWindow();
  const [editing, setEditing] = useState<{ popupCd: string; range: Range } | null>(null);

  const submit = async () => {
    if (!editing?.range) return;
    const [from, to] = editing.range;
    await save.mutateAsync({ popupCd: editing.popupCd, body: { startDt: from.format(DAY), endDt: to.format(DAY) } });
    void message.success(t('popup.window.saved'));
    setEditing(null);
  };

  const columns: DataColumn<TPopupWindowRow>[] = [
    { key: 'popupCd', title: t('popup.window.popupCd'), render: (r) => t(runtimeKey(`popup.window.name.${r.popupCd}`)) },
    { key: 'period', title: t('popup.window.period'), width: 220, render: (r) => `${r.startDt} ~ ${r.endDt}` },
    { key: 'upId', dataIndex: 'upId', title: t('popup.window.upId'), width: 120 },
    { key: 'upDt', title: t('popup.window.upDt'), width: 160, render: (r) => formatDateTime(r.upDt) },
    ...(viewOnly
      ? []
      : [
          {
            key: 'edit',
            title: '',
            width: 90,
            render: (r: TPopupWindowRow) => (
              <Button
                size="small"
                onClick={() => setEditing({ popupCd: r.popupCd, range: [dayjs(r.startDt), dayjs(r.endDt)] })}
                data-testid={`popup-window-edit-${r.popupCd}`}
              >
                {t('popup.window.edit')}
              </Button>
            ),
          },
        ]),
  ];

  return (
    <Panel title={t('menu.admin.popupWindowList')}>
      <DataTable
        columns={columns}
        rows={windows.data?.list ?? []}
        rowKey={(r) => r.popupCd}
        loading={windows.isFetching}
        empty="—"
        data-testid="popup-window-table"
      />
      <Modal
        open={editing !== null}
        title={t('popup.window.title')}
        okText={t('popup.window.save')}
        cancelText={t('popup.window.cancel')}
        okButtonProps={{ disabled: !editing?.range, loading: save.isPending, 'data-testid': 'popup-window-save' }}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <DateRangePicker
          value={editing?.range ?? null}
          onChange={(range) => editing && setEditing({ ...editing, range: range?.[0] && range[1] ? [range[0], range[1]] : null })}
        />
      </Modal>
    </Panel>
  );
}
