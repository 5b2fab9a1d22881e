import { UploadOutlined } from '@ant-design/icons';
import { NOTICE_ADMIN_LIMITS, ZNoticeDetailParams, ZNoticeSaveRequest, type TNoticeSaveRequest } from '@po/contracts';
import { Button, Checkbox, Flex, Form, Input, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DateRangePicker } from '@/shared/date/range-picker';
import { useFeedback } from '@/shared/feedback/feedback';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { useSessionUser } from '@/shared/session/session-user';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { RichTextField } from '@/shared/ui/rich-text/rich-text-field';
import { useAdminNotice, useSaveNotice } from '../api/notice-admin';
import { useRichTextLabels } from '../components/use-rich-text-labels';
import { BLANK_NOTICE, newFilesOf, noticeNameOf, toNoticeBody, toNoticeFormValues, type NoticeFormValues } from '../model/notice-form';

const MB = 1024 * 1024;
const ACCEPT = NOTICE_ADMIN_LIMITS.fileExts.map((e) => `.${e}`).join(',');

/**
 * /admin/noticeForm/:bulletinSq?: a new notice, or the edit of one. Contents in the shared editor (no picture
 * upload: an uploaded picture is a seller's file the other sellers may not open; https pictures may be linked);
 * attachments stay in the browser until the save, which sends the fields and the new files in one form.
 */
export function AdminNoticeFormPage() {
  const parsed = ZNoticeDetailParams.safeParse(useParams());
  const bulletinSq = parsed.success ? parsed.data.bulletinSq : undefined;
  return <NoticeForm key={bulletinSq ?? 'new'} bulletinSq={bulletinSq} />;
}

function NoticeForm({ bulletinSq }: { bulletinSq: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const labels = useRichTextLabels();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [form] = Form.useForm<NoticeFormValues>();
  const saved = useAdminNotice(bulletinSq);
  const save = useSaveNotice();
  const popupYn = Form.useWatch('popupYn', form);

  useEffect(() => {
    if (saved.data) form.setFieldsValue(toNoticeFormValues(saved.data));
  }, [saved.data, form]);

  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZNoticeSaveRequest,
    toBody: toNoticeBody,
    nameOf: () => noticeNameOf,
    send: async (json: TNoticeSaveRequest) => {
      await save.mutateAsync({ bulletinSq, json, files: newFilesOf(form.getFieldValue('attachFile') as NoticeFormValues['attachFile']) });
      void message.success(t('noticeAdmin.saved'));
      void navigate('/admin/noticeList');
    },
  });

  if (bulletinSq !== undefined && saved.isPending) return <PageSpinner />;
  if (saved.error) return <QueryFailed error={saved.error} onRetry={() => void saved.refetch()} />;
  return (
    <Panel title={t(bulletinSq === undefined ? 'noticeAdmin.formTitle.create' : 'noticeAdmin.formTitle.edit')} data-testid="notice-form">
      <Form<NoticeFormValues> form={form} layout="vertical" initialValues={BLANK_NOTICE} disabled={viewOnly} onFinish={() => void submit()}>
        <Form.Item name="title" label={t('noticeAdmin.field.title')} required>
          <Input maxLength={NOTICE_ADMIN_LIMITS.titleMax} showCount data-testid="notice-form-title" />
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item name="noticeGb" valuePropName="checked">
            <Checkbox data-testid="notice-form-noticeGb">{t('noticeAdmin.field.noticeGb')}</Checkbox>
          </Form.Item>
          <Form.Item name="popupYn" valuePropName="checked">
            <Checkbox data-testid="notice-form-popupYn">{t('noticeAdmin.field.popupYn')}</Checkbox>
          </Form.Item>
          {popupYn && (
            <Form.Item name="popupPeriod" label={t('noticeAdmin.field.popupPeriod')} required>
              <DateRangePicker allowEmpty={[false, false]} data-testid="notice-form-popupPeriod" />
            </Form.Item>
          )}
        </Flex>
        <Form.Item name="contents" label={t('noticeAdmin.field.contents')} required>
          <RichTextField
            labels={labels}
            label={t('noticeAdmin.field.contents')}
            maxLength={NOTICE_ADMIN_LIMITS.contentsMax}
            readOnly={viewOnly}
            data-testid="notice-form-contents"
          />
        </Form.Item>
        <Form.Item
          name="attachFile"
          label={t('noticeAdmin.field.attachFile')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: NoticeFormValues['attachFile'] }) => e.fileList}
          extra={t('noticeAdmin.fileHint', {
            fileMb: NOTICE_ADMIN_LIMITS.fileMaxBytes / MB,
            filesMax: NOTICE_ADMIN_LIMITS.filesMax,
            totalMb: NOTICE_ADMIN_LIMITS.totalMaxBytes / MB,
          })}
        >
          {/* Files stay in the browser until the save (beforeUpload false): the notice and its files are saved together. */}
          <Upload multiple accept={ACCEPT} beforeUpload={() => false} maxCount={NOTICE_ADMIN_LIMITS.filesMax} data-testid="notice-form-attachFile">
            <Button icon={<UploadOutlined />}>{t('noticeAdmin.button.attach')}</Button>
          </Upload>
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button disabled={false} onClick={() => void navigate('/admin/noticeList')} data-testid="notice-form-cancel">
            {t('noticeAdmin.button.cancel')}
          </Button>
          {!viewOnly && (
            <Button type="primary" htmlType="submit" loading={pending} data-testid="notice-form-save">
              {t('noticeAdmin.button.save')}
            </Button>
          )}
        </Flex>
      </Form>
    </Panel>
  );
}
