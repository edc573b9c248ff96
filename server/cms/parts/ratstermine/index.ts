import type { Part } from '../../part';
import { migrations } from './schema';

export const ratsterminePart: Part = {
  name: 'ratstermine',
  migrations,
};
