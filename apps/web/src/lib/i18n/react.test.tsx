import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18n } from './texts';
import { I18nProvider, useTranslation } from './react';

function Title() {
  const { t, i18n } = useTranslation('flights');
  return (
    <h1 lang={i18n.language}>
      {t('title')} · {t('hello', { ns: 'common' })}
    </h1>
  );
}

describe('useTranslation', () => {
  it("reads the provider's texts in its namespace and renders again when the language changes", async () => {
    const i18n = new I18n({
      lng: 'en-US',
      fallbackLng: 'zh-CN',
      resources: {
        'en-US': { common: { hello: 'Hello' } },
        'ko-KR': { common: { hello: '안녕' } },
      },
    });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('title · Hello');
    i18n.addResourceBundle('ko-KR', 'flights', { title: '항공편' });
    await act(() => i18n.changeLanguage('ko-KR'));
    expect(screen.getByRole('heading').textContent).toBe('항공편 · 안녕');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('ko-KR');
  });
});
