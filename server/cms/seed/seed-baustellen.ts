import type { SeedStep } from './steps';

export const baustellenSeed: SeedStep | null = null;
