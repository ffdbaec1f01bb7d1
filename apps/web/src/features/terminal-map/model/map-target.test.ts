import { describe, expect, it } from 'vitest';
import { targetOf, terminalOf } from './map-target';

describe('map link targets', () => {
  it.each([
    ['place=shop-12', 'shop-12'],
    ['gate=b264', 'gate-B264'],
    ['counter=C01-C12', 'island-C'],
    ['belt=07', 'belt-7'],
    ['exit=A1', 'exit-A1'],
    ['gate=<x>', ''],
    ['', ''],
  ])('%s → %s', (query, target) => {
    expect(targetOf(new URLSearchParams(query))).toBe(target);
  });

  it('defaults to T2 for a missing or unknown terminal', () => {
    expect(terminalOf(new URLSearchParams('terminal=t3'))).toBe('T3');
    expect(terminalOf(new URLSearchParams('terminal=T9'))).toBe('T2');
  });
});
