import { QNA_LIMITS } from '@po/contracts';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { useSessionUser } from '@/shared/session/session-user';
import { Paragraph } from '@/shared/ui/typography';

type Values = Record<string, string | undefined>;

/**
 * The answer box of the Q&A and CS drawers: a textarea with its counter, "save draft" when the state allows it and
 * "save" (final), each checked with the call's own contract schema before it is sent (the server checks again).
 * Once answered the text is shown read-only with the locked notice: no button is left to change it.
 */
export function AnswerForm<S extends z.ZodType, D extends z.ZodType>(p: {
  /** The body's field: 'answer' (Q&A) or 'rspnCont' (CS). */
  field: string;
  initial: string;
  locked: boolean;
  finalSchema: S;
  onSave: (text: string) => Promise<unknown>;
  /** A draft save, when the state machine offers one. */
  draft?: { schema: D; onSave: (text: string) => Promise<unknown> };
  testId: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // A master's or monitor's session only looks (the server refuses its saves): the text without the buttons.
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const text = (v: Values) => ({ [p.field]: v[p.field] ?? '' });
  const final = useSchemaSubmit({ form, schema: p.finalSchema, toBody: text, send: (body) => p.onSave(String((body as Values)[p.field])) });
  const draftSchema = (p.draft?.schema ?? p.finalSchema) as D;
  const draft = useSchemaSubmit({
    form,
    schema: draftSchema,
    toBody: text,
    send: (body) => p.draft?.onSave(String((body as Values)[p.field])) ?? Promise.resolve(),
  });

  if (p.locked || viewOnly)
    return (
      <>
        {p.locked && <Alert type="info" showIcon title={t('qna.msg.lockedNotice')} style={{ marginBottom: 12 }} data-testid={`${p.testId}-locked`} />}
        <Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid={`${p.testId}-text`}>
          {p.initial}
        </Paragraph>
      </>
    );
  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ [p.field]: p.initial }} onValuesChange={(c: Values) => clearChangedErrors(form, c)}>
      <Form.Item name={p.field} label={t('qna.field.answer')} required>
        <Input.TextArea rows={8} maxLength={QNA_LIMITS.answerMax} showCount placeholder={t('qna.drawer.placeholder')} data-testid={`${p.testId}-input`} />
      </Form.Item>
      <Paragraph type="secondary">{t('qna.drawer.confirmSave')}</Paragraph>
      <Flex gap={8} justify="flex-end">
        {p.draft && (
          <Button onClick={() => void draft.submit()} loading={draft.pending} disabled={final.pending} data-testid={`${p.testId}-temp`}>
            {t('qna.drawer.tempSave')}
          </Button>
        )}
        <Button type="primary" onClick={() => void final.submit()} loading={final.pending} disabled={draft.pending} data-testid={`${p.testId}-save`}>
          {t('qna.drawer.save')}
        </Button>
      </Flex>
    </Form>
  );
}
