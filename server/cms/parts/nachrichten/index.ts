import type { Part } from '../../part';
import { migrations } from './schema';

export const nachrichtenPart: Part = {
  name: 'nachrichten',
  migrations,
};
