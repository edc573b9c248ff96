import type { SeedStep } from './steps';

export const ratstermineSeed: SeedStep | null = null;
