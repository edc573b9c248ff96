import type { Part } from '../../part';
import { migrations } from './schema';

export const baustellenPart: Part = {
  name: 'baustellen',
  migrations,
};
