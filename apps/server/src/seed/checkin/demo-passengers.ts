import type { BookingOptions } from '../../modules/checkin/bookings';

export interface DemoPassenger {
  name: string;
  nameLatin: string;
  certType: 'NI' | 'PP';
  /** ID cards: area code and order number (the check character is computed). */
  area?: string;
  order?: number;
  passportNo?: string;
  birthDate: string;
  mobile: string;
  booking: BookingOptions;
  /** What the passenger shows in a demo (README). */
  shows: string;
}

/** Seeded check-in passengers; the README lists them so anyone can try the flow. */
export const DEMO_PASSENGERS: DemoPassenger[] = [
  {
    name: '陈嘉欣',
    nameLatin: 'CHEN/JIAXIN',
    certType: 'NI',
    area: '440106',
    order: 124,
    birthDate: '1990-03-15',
    mobile: '13800138001',
    booking: {},
    shows: 'ordinary adult, economy: the whole flow',
  },
  {
    name: '林志强',
    nameLatin: 'LIN/ZHIQIANG',
    certType: 'NI',
    area: '440104',
    order: 357,
    birthDate: '1985-07-08',
    mobile: '13800138002',
    booking: { cabin: 'C', codeshare: true },
    shows: 'business class, ticketed on a codeshare number where the flight has one',
  },
  {
    name: 'SMITH/JOHN',
    nameLatin: 'SMITH/JOHN',
    certType: 'PP',
    passportNo: '533412876',
    birthDate: '1979-11-02',
    mobile: '13800138003',
    booking: {},
    shows: 'passport holder',
  },
  {
    name: '黄丽华',
    nameLatin: 'HUANG/LIHUA',
    certType: 'NI',
    area: '440103',
    order: 248,
    birthDate: '1950-05-20',
    mobile: '13800138004',
    booking: {},
    shows: 'over 70: refused',
  },
  {
    name: '王静',
    nameLatin: 'WANG/JING',
    certType: 'NI',
    area: '440111',
    order: 462,
    birthDate: '1993-09-09',
    mobile: '13800138005',
    booking: { specialServices: ['PREG'] },
    shows: 'pregnant (PREG): refused',
  },
  {
    name: '赵敏',
    nameLatin: 'ZHAO/MIN',
    certType: 'NI',
    area: '440304',
    order: 588,
    birthDate: '1988-01-30',
    mobile: '13800138006',
    booking: { specialServices: ['INFT'] },
    shows: 'travelling with an infant (INFT): refused',
  },
  {
    name: '李浩然',
    nameLatin: 'LI/HAORAN',
    certType: 'NI',
    area: '440604',
    order: 131,
    birthDate: '2016-06-12',
    mobile: '13800138007',
    booking: { passengerType: 'CHD' },
    shows: 'child (CHD): refused',
  },
  {
    name: '周建华',
    nameLatin: 'ZHOU/JIANHUA',
    certType: 'NI',
    area: '441900',
    order: 715,
    birthDate: '1975-12-01',
    mobile: '13800138008',
    booking: { channel: 'counter' },
    shows: 'checked in at a counter: no online cancel',
  },
  {
    name: '吴佳怡',
    nameLatin: 'WU/JIAYI',
    certType: 'NI',
    area: '430102',
    order: 826,
    birthDate: '1996-04-18',
    mobile: '13800138009',
    booking: { cancelCount: 3 },
    shows: 'has cancelled three times: checks in, cannot cancel again',
  },
  {
    name: 'MARTIN/CLAIRE',
    nameLatin: 'MARTIN/CLAIRE',
    certType: 'PP',
    passportNo: '19FR45821',
    birthDate: '1984-10-21',
    mobile: '+33612345678',
    booking: {},
    shows: 'passport holder with an international number (decision 012)',
  },
];
