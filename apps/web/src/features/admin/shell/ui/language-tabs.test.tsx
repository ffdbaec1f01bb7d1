import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Locale } from '@can/contracts/locale';
import { LanguageTabs, languageTabIds } from './language-tabs';

function Harness({ complete }: { complete: readonly Locale[] }) {
  const [active, setActive] = useState<Locale>('zh-CN');
  const ids = languageTabIds('t');
  return (
    <>
      <LanguageTabs
        active={active}
        complete={(l) => complete.includes(l)}
        onSelect={setActive}
        idPrefix="t"
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(active)}>
        {active}
      </div>
    </>
  );
}

describe('language tabs', () => {
  it('names each tab by its language and says in words whether it is complete', () => {
    render(<Harness complete={['zh-CN', 'en-US']} />);
    expect(screen.getByRole('tablist', { name: 'Languages' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '简体中文 complete',
      'English complete',
      'Français missing',
      '한국어 missing',
    ]);
    expect(screen.getByText('Français').getAttribute('lang')).toBe('fr-FR');
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.getAttribute('aria-controls')).toBe('t-panel');
    expect(screen.getByRole('tabpanel', { name: '简体中文 complete' }).textContent).toBe('zh-CN');
  });

  it('moves with the arrow keys, Home and End (one tab stop), and with a click', () => {
    render(<Harness complete={[]} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(screen.getByRole('tabpanel').textContent).toBe('en-US');

    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);

    // Other keys are left alone (Tab leaves the tabs for the panel).
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { selected: true })).toBe(tabs[0]);

    fireEvent.click(tabs[2]!);
    expect(screen.getByRole('tabpanel').textContent).toBe('fr-FR');
  });
});
