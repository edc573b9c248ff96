import type { Part } from '../../part';
import { migrations } from './schema';

export const dateienPart: Part = {
  name: 'dateien',
  migrations,
};
