import { fuzzGroup } from './fuzz-suite.js';

fuzzGroup('billing');
