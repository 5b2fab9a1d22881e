import { describe, expect, it } from 'vitest';
import { INITIAL_SMS, smsAfterPhoneChange } from '../components/sms-verify';
import { canCheckBizNo, copiedContacts, fileProblem, filePayload, flagsAfterChange, INITIAL_FLAGS, missingFileKinds, toDomesticRequest } from './partner-form';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('partner form rules', () => {
  it('enables the business number check at exactly 10 digits', () => {
    expect(canCheckBizNo('123456789')).toBe(false);
    expect(canCheckBizNo('1234567890')).toBe(true);
    expect(canCheckBizNo('12345678a0')).toBe(false);
    expect(canCheckBizNo(undefined)).toBe(false);
  });

  it('drops a check flag when its value is edited', () => {
    const all = { bizNoChk: 'Y', idChk: 'Y', authChk: 'Y', accountChk: 'Y' } as const;
    expect(flagsAfterChange(all, ['bizNo'])).toEqual({ ...all, bizNoChk: 'N' });
    expect(flagsAfterChange(all, ['mgrId'])).toEqual({ ...all, idChk: 'N' });
    expect(flagsAfterChange(all, ['chgHphone2'])).toEqual({ ...all, authChk: 'N' });
    expect(flagsAfterChange(all, ['accountNo'])).toEqual({ ...all, accountChk: 'N' });
    expect(flagsAfterChange(all, ['homeUrl'])).toEqual(all);
    expect(INITIAL_FLAGS).toEqual({ bizNoChk: 'N', idChk: 'N', authChk: 'N', accountChk: 'N' });
  });

  it('resets the SMS state and the code when the phone changes after a send or a verification', () => {
    expect(smsAfterPhoneChange(INITIAL_SMS)).toBe(INITIAL_SMS);
    const verified = { ...INITIAL_SMS, authTime: '20261120100000', verified: true, authNo: '123456', codeOpen: false };
    expect(smsAfterPhoneChange(verified)).toEqual({ ...INITIAL_SMS, authGb: 'U' });
    const sent = { ...INITIAL_SMS, authTime: '20261120100000', codeOpen: true };
    expect(smsAfterPhoneChange(sent).codeOpen).toBe(false);
  });

  it('copies the person in charge to the CS and settlement contacts', () => {
    const copied = copiedContacts({ chgNm: '이담당', chgHphone1: '010', chgHphone2: '1234', chgHphone3: '5678', chgEmail: 'a@b.kr' });
    expect(copied).toMatchObject({
      csOperatorNm: '이담당',
      csOperatorPhone3: '5678',
      csOperatorEmail: 'a@b.kr',
      sacOperatorNm: '이담당',
      sacOperatorPhone1: '010',
      sacOperatorEmail: 'a@b.kr',
    });
  });

  it('refuses empty, foreign and large files', () => {
    expect(fileProblem(file('a.pdf', 0), 'prsformAttachFile', 'domestic')).toBe('file.msg.empty');
    expect(fileProblem(file('a.gif', 10), 'prsformAttachFile', 'domestic')).toBe('file.msg.type');
    expect(fileProblem(file('a.pdf', 2 * 1024 * 1024 + 1), 'prsformAttachFile', 'domestic')).toBe('file.msg.tooLarge');
    expect(fileProblem(file('a.pdf', 3 * 1024 * 1024), 'prsformAttachFile', 'international')).toBeNull();
    expect(fileProblem(file('a.PNG', 10), 'usesignetAttachFile', 'domestic')).toBeNull();
  });

  it('sends the files in the form order with their kinds, and names the missing required ones', () => {
    const seal = file('seal.png', 5);
    const form = file('form.pdf', 5);
    const licence = file('licence.png', 5);
    const payload = filePayload({ usesignetAttachFile: [seal], bssnlcsAttachFile: [licence], prsformAttachFile: [form] }, 'domestic');
    expect(payload.fileKinds).toEqual(['prsformAttachFile', 'bssnlcsAttachFile', 'usesignetAttachFile']);
    expect(payload.files).toEqual([form, licence, seal]);
    expect(missingFileKinds({ prsformAttachFile: [form] }, 'domestic')).toEqual(['bssnlcsAttachFile', 'cprpaccAttachFile']);
    expect(filePayload({ usesignetAttachFile: [seal] }, 'international').fileKinds).toEqual([]);
  });

  it('shapes the request with the agreements as Y/N, the SMS and the flags', () => {
    const req = toDomesticRequest(
      { bizNo: '1248100998', agreeYn: true, pymagrmConfirmYn: true, ntceYn: false },
      { authTime: 't', authNo: '123456', authGb: 'I' },
      INITIAL_FLAGS,
    );
    expect(req).toMatchObject({
      bizNo: '1248100998',
      agreeYn: 'Y',
      pymagrmConfirmYn: 'Y',
      ntceYn: 'N',
      agreeGenuineYn: 'N',
      authNo: '123456',
      bizNoChk: 'N',
      homeUrl: '',
    });
  });
});
