import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AuditChanges } from './audit-changes';

const definitionOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling!;

describe('audit log changes', () => {
  it('lists only the fields that changed, before then after', () => {
    render(
      <AuditChanges
        action="shop.update"
        before={{ name: 'Starbucks', hours: '07:00-22:00', floor: 'L3' }}
        after={{ name: 'Starbucks', hours: '06:30-23:00', floor: 'L3' }}
      />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['hours']);
    expect(definitionOf('hours').textContent).toBe('Before: 07:00-22:00 → After: 06:30-23:00');
  });

  it('says a flight field left to the live schedule is automatic, not an empty value', () => {
    render(
      <AuditChanges
        action="flight.update"
        before={{ status: 'scheduled', estDeparture: '2026-11-26 00:15', belt: '' }}
        after={{ status: 'delayed', estDeparture: null, belt: null }}
      />,
    );
    expect(definitionOf('estDeparture').textContent).toBe(
      'Before: 2026-11-26 00:15 → After: automatic',
    );
    expect(definitionOf('belt').textContent).toBe('Before: none → After: automatic');
  });

  it('says "none" for an emptied field elsewhere', () => {
    render(
      <AuditChanges action="hotel.update" before={{ phone: '020-1234' }} after={{ phone: null }} />,
    );
    expect(definitionOf('phone').textContent).toBe('Before: 020-1234 → After: none');
  });
});
