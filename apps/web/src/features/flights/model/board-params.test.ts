import { describe, expect, it } from 'vitest';
import {
  isSearchable,
  otherDirectionPath,
  readBoardParams,
  writeBoardParams,
} from './board-params';

const read = (search: string) => readBoardParams(new URLSearchParams(search));
const write = (search: string, patch: Parameters<typeof writeBoardParams>[1]) =>
  writeBoardParams(new URLSearchParams(search), patch).toString();

describe('board URL state', () => {
  it('takes `keyword` for the keyword too (the plain search form), and drops it on a new search', () => {
    expect(read('keyword=北京').q).toBe('北京');
    expect(write('keyword=北京&day=1', { q: 'PEK' })).toBe('day=1&q=PEK');
  });

  it('reads defaults from an empty query: today, all terminals, passenger, no keyword', () => {
    expect(read('')).toEqual({ day: 0, terminal: '', type: '1', q: '', page: undefined });
  });

  it('reads a shared link and refuses values outside the choices', () => {
    expect(read('day=-1&terminal=t3&type=2&q=CZ3101&page=4')).toEqual({
      day: -1,
      terminal: 'T3',
      type: '2',
      q: 'CZ3101',
      page: 4,
    });
    expect(read('day=7&terminal=T9&type=x&page=-2')).toEqual({
      day: 0,
      terminal: '',
      type: '1',
      q: '',
      page: undefined,
    });
  });

  it('writes only what differs from the defaults, and a filter change goes back to the first page', () => {
    expect(write('page=3', { day: 1 })).toBe('day=1');
    expect(write('day=1&terminal=T2', { day: 0, terminal: '' })).toBe('');
    expect(write('', { type: '2', q: '  北京 ' })).toBe('type=2&q=%E5%8C%97%E4%BA%AC');
    expect(write('day=-1', { page: 2 })).toBe('day=-1&page=2');
    expect(write('day=-1&page=2', { page: undefined })).toBe('day=-1');
  });

  it('switches direction on the same kind of page', () => {
    expect(otherDirectionPath('/flight/departures', 'departures')).toBe('/flight/arrivals');
    expect(otherDirectionPath('/app/flight/arrivals', 'arrivals')).toBe('/app/flight/departures');
    expect(otherDirectionPath('/', 'departures')).toBe('/flight/arrivals');
  });

  it('searches from two letters or one Chinese or Korean character', () => {
    expect(isSearchable('C')).toBe(false);
    expect(isSearchable('CZ')).toBe(true);
    expect(isSearchable('京')).toBe(true);
    expect(isSearchable('서')).toBe(true);
  });
});
