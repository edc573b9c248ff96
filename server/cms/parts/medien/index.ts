import type { Part } from '../../part';
import { migrations } from './schema';

export const medienPart: Part = {
  name: 'medien',
  migrations,
};
