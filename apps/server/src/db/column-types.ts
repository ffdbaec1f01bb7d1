/** Column types the modules' tables.ts files share (decision 028). */

/** Translated text: a JSON object keyed by locale, e.g. {"zh-CN":"出发","en-US":"Departures"}. */
export type I18nJson = string;
/** A flag, 0 or 1 on both dialects. */
export type Flag = number;
