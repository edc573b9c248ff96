import type { Part } from '../../part';
import { migrations } from './schema';

export const intranetPart: Part = {
  name: 'intranet',
  migrations,
};
