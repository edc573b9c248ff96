import type { Part } from '../../part';
import { migrations } from './schema';

export const gewerbePart: Part = {
  name: 'gewerbe',
  migrations,
};
