import { ZPhoneParts } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { fieldPath, messageText, schemaMessages, serverFieldMessages } from './schema-form';

describe('schema-form adapter', () => {
  it('reads server field names as form paths (nested, numbered, with a body. prefix)', () => {
    expect(fieldPath('chgNm')).toEqual(['chgNm']);
    expect(fieldPath('boxFares.0.shscFare')).toEqual(['boxFares', 0, 'shscFare']);
    expect(fieldPath('body.chgEmail2')).toEqual(['chgEmail2']);
  });

  it('gives the first message of each item in the schema order, mapped to its form item', () => {
    const result = schemaMessages(ZPhoneParts, { phone1: '', phone2: '12', phone3: '123' });
    expect(result).toEqual({
      ok: false,
      messages: [
        { name: ['phone1'], messageKey: 'phone.msg.prefix' },
        { name: ['phone2'], messageKey: 'phone.msg.middle' },
        { name: ['phone3'], messageKey: 'phone.msg.last' },
      ],
    });
    const renamed = schemaMessages(ZPhoneParts, { phone1: '010', phone2: '1234', phone3: '' }, (p) => [`x${String(p[0])}`]);
    expect(renamed).toEqual({ ok: false, messages: [{ name: ['xphone3'], messageKey: 'phone.msg.last' }] });
    expect(schemaMessages(ZPhoneParts, { phone1: '010', phone2: '1234', phone3: '5678' })).toEqual({
      ok: true,
      data: { phone1: '010', phone2: '1234', phone3: '5678' },
    });
  });

  it('takes the fields of a VALIDATION_ERROR only', () => {
    const fields = [{ field: 'chgHphone1', messageKey: 'phone.msg.prefix' }];
    expect(serverFieldMessages(new ApiError(400, { errorCode: 'VALIDATION_ERROR', displayMessage: 'x', fields }))).toEqual([
      { name: ['chgHphone1'], messageKey: 'phone.msg.prefix' },
    ]);
    expect(serverFieldMessages(new ApiError(403, { errorCode: 'MASTER_VIEW_ONLY', displayMessage: 'x' }))).toEqual([]);
  });

  it('translates keys and replaces zod’s own English defaults', () => {
    const t = ((k: string) => `T:${k}`) as never;
    expect(messageText(t, 'phone.msg.last')).toBe('T:phone.msg.last');
    expect(messageText(t, 'Invalid input: expected string')).toBe('T:form.msg.invalid');
  });
});
