import { describe, expect, it } from 'vitest';
import { createRanker, plainText, termsOf } from './ranking';

describe('FAQ ranking', () => {
  it('cuts Chinese into character pairs and other text into words, without filler', () => {
    expect(termsOf('充电宝')).toEqual(['充电', '电宝']);
    expect(termsOf('怎么坐地铁')).toEqual(['么坐', '坐地', '地铁']);
    expect(termsOf('How do I bring Power Banks?')).toEqual(['bring', 'power', 'bank']);
    expect(termsOf('T3 到达')).toEqual(['到达', 't3']);
    expect(termsOf('보조배터리')).toContain('배터');
  });

  it('reads the text of an answer without its markup', () => {
    expect(plainText('<p>A &amp; B</p><ul><li>100&nbsp;ml</li></ul>')).toBe('A & B 100 ml');
  });

  it('ranks a match in the question above one in the answer, rare words above common ones', () => {
    const ranker = createRanker([
      { question: '坐地铁怎么到T2？', answer: '乘坐3号线到机场北站。' },
      { question: '在哪里坐出租车？', answer: '到达层出租车候车点，也可以换乘地铁。' },
      { question: '充电宝能带吗？', answer: '只能随身携带。' },
    ]);
    const [metro, taxi, power] = ranker.score('地铁');
    expect(metro).toBeGreaterThan(taxi!);
    expect(taxi).toBeGreaterThan(0);
    expect(power).toBe(0);
    expect(ranker.score('的 吗 ?')).toEqual([0, 0, 0]);
  });

  it('drops documents that match too little of a longer query', () => {
    const ranker = createRanker([
      { question: 'Where is the taxi rank at Terminal 3?', answer: 'Outside door 72.' },
      { question: 'Can I bring liquids?', answer: 'Up to 100 ml each.' },
    ]);
    const [taxi, liquids] = ranker.score('taxi rank terminal door price');
    expect(taxi).toBeGreaterThan(0);
    expect(liquids).toBe(0);
  });
});
