import { setHashCost } from '../../server/cms/passwords';

/**
 * The scrypt work factor of the test suites (a setup file of the vitest projects): about a millisecond
 * per login instead of 0.3 s. Tests of the hashing queue set the production cost back.
 */
export const TEST_HASH_COST = 2 ** 10;

setHashCost(TEST_HASH_COST);
