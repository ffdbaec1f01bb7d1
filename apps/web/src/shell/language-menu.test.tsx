import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type * as CurrentLocale from '../lib/current-locale';
import { LanguageMenu } from './language-menu';

const switchLocale = vi.hoisted(() => vi.fn());
vi.mock('../lib/current-locale', async (original) => ({
  ...(await original<typeof CurrentLocale>()),
  switchLocale,
}));

describe('language menu', () => {
  it('offers the four languages by their own names, and switching stores the choice and reloads', () => {
    render(<LanguageMenu />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    const options = screen.getAllByRole('button').filter((b) => b !== trigger);
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['简体中文', 'zh-CN'],
      ['English', 'en-US'],
      ['Français', 'fr-FR'],
      ['한국어', 'ko-KR'],
    ]);
    expect(options[1]!.getAttribute('aria-current')).toBe('true');

    fireEvent.click(options[1]!);
    expect(switchLocale).not.toHaveBeenCalled();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: '简体中文' }));
    expect(switchLocale).toHaveBeenCalledWith('zh-CN');
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: '한국어' }));
    expect(switchLocale).toHaveBeenCalledWith('ko-KR');
  });

  it('closes on Escape and gives focus back to its button', () => {
    render(<LanguageMenu />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    fireEvent.click(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });
});
