/** A message catalogue of one area of the API: the same keys in Arabic and English. */
export type MessageTable = Record<'ar' | 'en', Record<string, string>>;
