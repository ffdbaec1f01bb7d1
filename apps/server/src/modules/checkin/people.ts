import { randomInt } from 'node:crypto';
import { idCardNumber } from './id-card';

/**
 * Realistic passengers for generated bookings: common Chinese surnames and given names with
 * their pinyin (the bar code carries Latin letters), passport holders' names, real area codes
 * of Guangdong and other provinces for ID numbers, mainland mobile prefixes.
 */
const SURNAMES: [string, string][] = [
  ['王', 'WANG'],
  ['李', 'LI'],
  ['张', 'ZHANG'],
  ['刘', 'LIU'],
  ['陈', 'CHEN'],
  ['杨', 'YANG'],
  ['黄', 'HUANG'],
  ['赵', 'ZHAO'],
  ['吴', 'WU'],
  ['周', 'ZHOU'],
  ['徐', 'XU'],
  ['孙', 'SUN'],
  ['马', 'MA'],
  ['朱', 'ZHU'],
  ['胡', 'HU'],
  ['郭', 'GUO'],
  ['何', 'HE'],
  ['林', 'LIN'],
  ['罗', 'LUO'],
  ['梁', 'LIANG'],
  ['郑', 'ZHENG'],
  ['谢', 'XIE'],
  ['冯', 'FENG'],
  ['邓', 'DENG'],
  ['叶', 'YE'],
];
const GIVEN: [string, string][] = [
  ['伟', 'WEI'],
  ['芳', 'FANG'],
  ['娜', 'NA'],
  ['敏', 'MIN'],
  ['静', 'JING'],
  ['磊', 'LEI'],
  ['洋', 'YANG'],
  ['婷', 'TING'],
  ['晓明', 'XIAOMING'],
  ['志强', 'ZHIQIANG'],
  ['嘉欣', 'JIAXIN'],
  ['俊杰', 'JUNJIE'],
  ['子涵', 'ZIHAN'],
  ['雨桐', 'YUTONG'],
  ['浩然', 'HAORAN'],
  ['思远', 'SIYUAN'],
  ['建华', 'JIANHUA'],
  ['丽华', 'LIHUA'],
  ['文博', 'WENBO'],
  ['佳怡', 'JIAYI'],
  ['国强', 'GUOQIANG'],
  ['晨曦', 'CHENXI'],
];
const PASSPORT_NAMES: [string, string][] = [
  ['SMITH', 'JOHN'],
  ['MARTIN', 'CLAIRE'],
  ['KIM', 'MINJUN'],
  ['NGUYEN', 'LINH'],
  ['MULLER', 'ANNA'],
  ['SATO', 'HARUTO'],
  ['BROWN', 'EMILY'],
  ['ROSSI', 'MARCO'],
  ['DUBOIS', 'JULIEN'],
  ['PARK', 'JIWOO'],
];
/** Area codes: Guangzhou districts, Shenzhen, Foshan, Dongguan, Changsha, Wuhan, Chengdu. */
const AREAS = ['440103', '440104', '440106', '440111', '440304', '440604', '441900', '430102'];
const MOBILE_PREFIXES = ['135', '136', '137', '138', '139', '150', '186', '188', '189', '199'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export interface NewPassenger {
  name: string;
  nameLatin: string;
  certType: 'NI' | 'PP';
  certNo: string;
  mobile: string;
  birthDate: string;
}

/** An ordinary adult aged 22 to 60 on `today` (YYYY-MM-DD); one in eight holds a passport. */
export function randomAdult(today: string): NewPassenger {
  const year = Number(today.slice(0, 4)) - 22 - randomInt(39);
  const birthDate = `${year}-${String(1 + randomInt(12)).padStart(2, '0')}-${String(1 + randomInt(28)).padStart(2, '0')}`;
  const mobile = pick(MOBILE_PREFIXES) + digits(8);
  if (randomInt(8) === 0) {
    const [surname, given] = pick(PASSPORT_NAMES);
    return {
      name: `${surname}/${given}`,
      nameLatin: `${surname}/${given}`,
      certType: 'PP',
      certNo: `E${digits(8)}`,
      mobile,
      birthDate,
    };
  }
  const [sz, sp] = pick(SURNAMES);
  const [gz, gp] = pick(GIVEN);
  return {
    name: sz + gz,
    nameLatin: `${sp}/${gp}`,
    certType: 'NI',
    certNo: idCardNumber(pick(AREAS), birthDate, randomInt(1000)),
    mobile,
    birthDate,
  };
}

export const randomPnr = () => {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join('');
};

/** Ticket numbers start with the airline's 3-digit accounting code (784 China Southern...). */
const ACCOUNTING: Record<string, string> = {
  CZ: '784',
  MU: '781',
  CA: '999',
  HU: '880',
  ZH: '479',
  MF: '731',
  '3U': '876',
  HO: '018',
  SC: '324',
  KN: '822',
};
export const ticketNumber = (airline: string) => `${ACCOUNTING[airline] ?? '784'}-${digits(10)}`;
