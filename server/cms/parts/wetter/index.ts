import type { Part } from '../../part';
import { migrations } from './schema';

export const wetterPart: Part = {
  name: 'wetter',
  migrations,
};
