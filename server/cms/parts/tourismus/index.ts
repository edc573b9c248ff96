import type { Part } from '../../part';
import { migrations } from './schema';

export const tourismusPart: Part = {
  name: 'tourismus',
  migrations,
};
