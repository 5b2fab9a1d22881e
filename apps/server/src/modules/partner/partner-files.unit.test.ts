import fc from 'fast-check';
import type { TPartnerFileKind } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/platform/http/app-error.ts';
import { tinyPdf, tinyPng } from '@/seed/sample-files.ts';
import { checkPartnerFiles } from './partner-files.ts';

const KINDS: TPartnerFileKind[] = ['prsformAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile'];
const good = () => [
  { filename: 'a.pdf', data: tinyPdf('a') },
  { filename: 'b.png', data: tinyPng() },
  { filename: 'c.pdf', data: tinyPdf('c') },
];

/** The field errors a check throws. */
function errorsOf(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.options.fields ?? [];
    throw err;
  }
  return [];
}

describe('partner attachment rules', () => {
  it('accepts the three required files and answers them with the sniffed types', () => {
    const checked = checkPartnerFiles({ variant: 'domestic', kinds: KINDS, files: good() });
    expect(checked.map((f) => [f.fileKind, f.mimeType, f.fileNm])).toEqual([
      ['prsformAttachFile', 'application/pdf', 'a.pdf'],
      ['bssnlcsAttachFile', 'image/png', 'b.png'],
      ['cprpaccAttachFile', 'application/pdf', 'c.pdf'],
    ]);
  });

  it('answers every failure at once: type, empty, missing kind', () => {
    const files = good();
    files[0] = { filename: 'a.pdf', data: Buffer.from('hello') };
    files[1] = { filename: 'b.png', data: Buffer.alloc(0) };
    const errors = errorsOf(() => checkPartnerFiles({ variant: 'domestic', kinds: ['prsformAttachFile', 'bssnlcsAttachFile', 'slctfcAttachFile'], files }));
    expect(errors).toEqual([
      { field: 'prsformAttachFile', messageKey: 'file.msg.type' },
      { field: 'bssnlcsAttachFile', messageKey: 'file.msg.empty' },
      { field: 'cprpaccAttachFile', messageKey: 'file.msg.required' },
    ]);
  });

  it('refuses any content that does not start with a JPG, PNG or PDF signature', () => {
    const signature = (b: Uint8Array) =>
      (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
      (b[0] === 0x89 && b[1] === 0x50) ||
      (b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        fc.pre(!signature(bytes));
        const files = good();
        files[2] = { filename: 'c.pdf', data: Buffer.from(bytes) };
        return errorsOf(() => checkPartnerFiles({ variant: 'international', kinds: KINDS, files })).some((e) => e.messageKey === 'file.msg.type');
      }),
    );
  });

  it('never accepts more than 10 files or a list that does not match the files', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }), (nFiles, nKinds) => {
        const files = Array.from({ length: nFiles }, () => ({ filename: 'x.png', data: tinyPng() }));
        const kinds = Array.from({ length: nKinds }, (_, i) => KINDS[i % 3] as TPartnerFileKind);
        const errors = errorsOf(() => checkPartnerFiles({ variant: 'domestic', kinds, files }));
        if (nFiles > 10) return errors[0]?.messageKey === 'file.msg.tooMany';
        if (nFiles !== nKinds) return errors[0]?.messageKey === 'file.msg.kindsMismatch';
        return nFiles >= 3 ? errors.length === 0 : errors.every((e) => e.messageKey === 'file.msg.required');
      }),
    );
  });
});
