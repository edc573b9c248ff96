import type { Part } from '../../part';
import { migrations } from './schema';

export const veranstaltungenPart: Part = {
  name: 'veranstaltungen',
  migrations,
};
