// The charting rules both sides share (`@baseline/contract/charting`): pure, no schema library, so the web
// app's bundle takes only what it calls.
export * from './match-format.js';
export * from './notation.js';
export * from './scoring.js';
export * from './point-facts.js';
export * from './report.js';
export * from './score-line.js';
