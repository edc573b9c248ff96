import type { Part } from '../../part';
import { migrations } from './schema';

export const amtsblattPart: Part = {
  name: 'amtsblatt',
  migrations,
};
