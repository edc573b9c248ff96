import type { Part } from '../../part';
import { migrations } from './schema';

export const seitenPart: Part = {
  name: 'seiten',
  migrations,
};
