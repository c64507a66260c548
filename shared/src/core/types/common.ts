/** Interface languages (spec 000 §9). */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Organization and form currencies; usd is the default (spec 000 §9). */
export const CURRENCIES = ['usd', 'cad'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'usd';

/** A text in several languages: a list of `{ culture, value }` (spec 001 §3). */
export type LocalizedText = { culture: Language; value: string }[];

/** The `{ data, totalCount }` shape of paged list answers (spec 000 §3). */
export interface ListResponse<T> {
  data: T[];
  totalCount: number;
}
