/**
 * Focused SKUs (spec 02 sections 2–9, issue 19), one entry point: the spec's choices and constants (model), the
 * analysis record and its export row (record), the calls' queries and answers (calls), every text (texts), the
 * rules that judge a record — thresholds, issues, risk level, colours (rules) — the screen's list helpers
 * (screen) and the tickets the analysis raises (tickets). Field names are the spec's, camelCase ones included
 * (reviewCount, keywordRank, …).
 */

export * from './focused-sku-calls';
export * from './focused-sku-detail';
export * from './focused-sku-model';
export * from './focused-sku-record';
export * from './focused-sku-rules';
export * from './focused-sku-screen';
export * from './focused-sku-texts';
export * from './focused-sku-tickets';
