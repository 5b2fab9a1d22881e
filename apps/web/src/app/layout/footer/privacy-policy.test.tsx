import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { PrivacyPolicy } from './privacy-policy';

describe('privacy policy', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it.each(['ko', 'en'])('is complete in %s, with its date, retention periods and contact filled in', async (lang) => {
    await i18n.changeLanguage(lang);
    render(
      <I18nextProvider i18n={i18n}>
        <PrivacyPolicy />
      </I18nextProvider>,
    );
    const text = screen.getByTestId('privacy-policy').textContent ?? '';
    expect(text).toContain('2022-09-07');
    expect(text).toContain('privacy@partneroffice.example');
    expect(text).not.toContain('{{');
    expect(screen.getAllByRole('heading', { level: 5 })).toHaveLength(11);
    const retention =
      lang === 'ko' ? ['계약 종료 후 1년', '6개월', '5년', '3년', '3개월'] : ['1 year after the contract ends', '6 months', '5 years', '3 years', '3 months'];
    for (const period of retention) expect(text).toContain(period);
  });
});
