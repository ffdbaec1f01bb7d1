import { cacheableAnswer, type CacheableAnswer } from '../../platform/cacheable-read';

/**
 * Encoded answers of the flight service, kept for the current minute of the clock. Live states
 * change only on whole minutes (planned times and delays are whole minutes), so an answer built
 * once serves every identical query until the minute turns: no re-computation, no JSON
 * serialisation, no text encoding and no hashing for its validator per request.
 */
export class MinuteAnswerCache {
  private minute = Number.NaN;
  private readonly answers = new Map<string, CacheableAnswer>();

  constructor(private readonly maxEntries = 2_000) {}

  async get(key: string, nowMs: number, build: () => Promise<string>): Promise<CacheableAnswer> {
    const minute = Math.floor(nowMs / 60_000);
    if (minute !== this.minute) {
      this.answers.clear();
      this.minute = minute;
    }
    let answer = this.answers.get(key);
    if (!answer) {
      answer = cacheableAnswer(await build());
      if (this.answers.size >= this.maxEntries) this.answers.clear();
      // Only keep it if the minute did not turn while building.
      if (Math.floor(nowMs / 60_000) === this.minute) this.answers.set(key, answer);
    }
    return answer;
  }
}
