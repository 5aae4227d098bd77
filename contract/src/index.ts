export * from './errors.js';
export * from './auth.js';
export * from './admin.js';
export * from './billing.js';
export * from './diary.js';
export * from './tennis.js';
export * from './player-notes.js';
export * from './two-factor.js';
