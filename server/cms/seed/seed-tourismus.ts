import type { SeedStep } from './steps';

export const tourismusSeed: SeedStep | null = null;
