import type { SeedStep } from './steps';

export const gewerbeSeed: SeedStep | null = null;
