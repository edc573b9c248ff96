import type { SeedStep } from './steps';

export const abfallSeed: SeedStep | null = null;
