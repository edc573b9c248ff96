import type { Part } from '../../part';
import { migrations } from './schema';

export const verwaltungPart: Part = {
  name: 'verwaltung',
  migrations,
};
