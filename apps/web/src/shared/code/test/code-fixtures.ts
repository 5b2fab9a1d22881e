import type { TCodeItem } from '@po/contracts';
import { vi } from 'vitest';

const item = (code: string, codeNm = code, attrC1: string | null = null): TCodeItem => ({ code, codeNm, attrC1 });

/** Small code lists as the server answers them (the groups the settings screens read). */
export const TEST_CODES: Record<string, TCodeItem[]> = {
  G098: ['010', '011', '016'].map((c) => item(c)),
  G095: [item('02', '02 (서울)'), item('031', '031 (경기)'), item('010', '010 (휴대전화)')],
  G099: [item('naver.com'), item('gmail.com'), item('99', '직접입력')],
  C186: [item('004', 'KB국민은행', 'Y'), item('088', '신한은행', 'Y'), item('054', 'HSBC은행'), item('200', '해외은행')],
  U200: [item('KR', '대한민국'), item('SE', '스웨덴'), item('US', '미국')],
  D010: [item('04', 'CJ대한통운'), item('08', '롯데택배'), item('12', 'EMS', 'I')],
};

/** Answers code lists from TEST_CODES: `vi.mock('@/shared/code/fetch-code-list', () => codeListMock())`. */
export const codeListMock = () => ({ fetchCodeList: vi.fn(async (group: string) => TEST_CODES[group] ?? []) });
