import type { Part } from '../../part';
import { migrations } from './schema';

export const abfallPart: Part = {
  name: 'abfall',
  migrations,
};
