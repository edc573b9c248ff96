import type { Part } from '../../part';
import { migrations } from './schema';

export const archivPart: Part = {
  name: 'archiv',
  migrations,
};
