import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { changeFieldLabel, formatChangeValue } from './change-value';

describe('change history values', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('ko');
  });
  const t = i18n.t.bind(i18n);

  it('shows phones dashed, flags as words, statuses by name and nothing as a dash', () => {
    expect(formatChangeValue('chgHphone', '01012345678', t)).toBe('010-1234-5678');
    expect(formatChangeValue('ntceYn', 'N', t)).toBe('아니오');
    expect(formatChangeValue('gfStsCd', 'REQUESTED', t)).toBe('승인 대기');
    expect(formatChangeValue('chgNm', null, t)).toBe('—');
    expect(formatChangeValue('accountNo', '140012345678', t)).toBe('140012345678');
  });

  it('reads the box fares the goods-flow log keeps as JSON', () => {
    expect(formatChangeValue('boxFares', '[["S",3000,4000,null],["M",3500,4500,3500]]', t)).toBe('S 3,000/4,000/-, M 3,500/4,500/3,500');
  });

  it('labels known fields and shows unknown ones by name', () => {
    expect(changeFieldLabel('sacOperatorEmail', t)).toBe('정산 담당자 이메일');
    expect(changeFieldLabel('somethingNew', t)).toBe('somethingNew');
  });
});
