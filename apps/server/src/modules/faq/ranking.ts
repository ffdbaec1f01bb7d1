/**
 * Relevance of FAQ entries to what a traveller typed, in any of the site's languages.
 * Chinese, Japanese and Korean are written without spaces between words, so their text is cut
 * into overlapping character pairs (bigrams: 充电宝 → 充电, 电宝); other scripts into words.
 * Each query term counts by how rare it is among the entries (inverse document frequency),
 * three times as much in the question as in the answer, and an entry that matches more of the
 * query ranks higher.
 */

const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Words too common in questions to say anything about the subject. */
const STOP = new Set([
  // English
  'a',
  'an',
  'the',
  'is',
  'are',
  'am',
  'be',
  'can',
  'could',
  'do',
  'does',
  'did',
  'i',
  'my',
  'me',
  'we',
  'you',
  'your',
  'how',
  'what',
  'where',
  'when',
  'which',
  'who',
  'why',
  'to',
  'of',
  'in',
  'at',
  'on',
  'for',
  'with',
  'and',
  'or',
  'it',
  'if',
  'there',
  'get',
  'any',
  'should',
  // French
  'le',
  'la',
  'les',
  'un',
  'une',
  'des',
  'de',
  'du',
  'et',
  'ou',
  'je',
  'est',
  'en',
  'au',
  'aux',
  'pour',
  'que',
  'qui',
  'quoi',
  'comment',
  'puis',
  'dans',
  'sur',
  // Chinese question words, as bigrams
  '什么',
  '怎么',
  '如何',
  '可以',
  '哪里',
  '请问',
  '是否',
  '我的',
  '怎样',
  '能否',
  '一下',
]);

/** Lower case, full-width to half-width (NFKC), HTML tags and entities removed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function stem(word: string): string {
  // Plurals only: "banks" finds "bank", "liquids" finds "liquid".
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The terms of a text: CJK bigrams (a lone character stays itself) and stemmed words. */
export function termsOf(text: string): string[] {
  const normalized = text.normalize('NFKC').toLowerCase();
  const terms: string[] = [];
  for (const run of normalized.match(CJK_RUN) ?? []) {
    const chars = Array.from(run);
    if (chars.length === 1) terms.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i += 1) terms.push(chars[i]! + chars[i + 1]!);
  }
  const rest = normalized.replace(CJK_RUN, ' ');
  for (const word of rest.match(WORD) ?? []) {
    if (word.length < 2 && !/\d/.test(word)) continue;
    if (STOP.has(word)) continue;
    terms.push(stem(word));
  }
  return terms.filter((t) => !STOP.has(t));
}

export interface RankedDocument {
  question: string;
  /** Plain text of the answer. */
  answer: string;
}

interface Indexed {
  questionTerms: Set<string>;
  answerTerms: Set<string>;
  questionText: string;
}

export interface Ranker {
  /** Scores per document (same order as given); 0 means no match. */
  score(query: string): number[];
}

const QUESTION_WEIGHT = 3;
const ANSWER_WEIGHT = 1;

export function createRanker(documents: readonly RankedDocument[]): Ranker {
  const indexed: Indexed[] = documents.map((d) => ({
    questionTerms: new Set(termsOf(d.question)),
    answerTerms: new Set(termsOf(d.answer)),
    questionText: d.question.normalize('NFKC').toLowerCase().replace(/\s+/g, ''),
  }));
  const documentFrequency = new Map<string, number>();
  for (const doc of indexed) {
    for (const term of new Set([...doc.questionTerms, ...doc.answerTerms]))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const idf = (term: string) =>
    Math.log(1 + indexed.length / (1 + (documentFrequency.get(term) ?? 0)));

  return {
    score(query) {
      const terms = [...new Set(termsOf(query))];
      if (terms.length === 0) return indexed.map(() => 0);
      const phrase = query.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
      const weightOfAll = terms.reduce((sum, t) => sum + idf(t), 0);
      return indexed.map((doc) => {
        let sum = 0;
        let matchedWeight = 0;
        for (const term of terms) {
          const inQuestion = doc.questionTerms.has(term);
          const inAnswer = doc.answerTerms.has(term);
          if (!inQuestion && !inAnswer) continue;
          const weight = idf(term);
          matchedWeight += weight;
          sum += weight * ((inQuestion ? QUESTION_WEIGHT : 0) + (inAnswer ? ANSWER_WEIGHT : 0));
        }
        if (sum === 0) return 0;
        const coverage = matchedWeight / weightOfAll;
        // A query matching a small part of its own weight is noise ("what time is it at T3").
        if (terms.length >= 3 && coverage < 0.34) return 0;
        const phraseBonus = phrase.length >= 2 && doc.questionText.includes(phrase) ? 2 : 0;
        return Math.round((sum * (0.4 + 0.6 * coverage) + phraseBonus) * 1000) / 1000;
      });
    },
  };
}
