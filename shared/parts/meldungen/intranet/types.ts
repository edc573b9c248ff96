import type { AnswerOf } from '../../../contract/operation';
import type { IntranetNav } from '../../intranet/types';
import type { meldungenIntern, MeldungIntern } from '../contract';
import type { MeldungStatus } from '../values';

export interface MeldungenInternData {
  nav: IntranetNav;
  filter: { status: MeldungStatus | ''; offen: boolean };
  liste: AnswerOf<typeof meldungenIntern> | null;
}

export interface MeldungInternData {
  nav: IntranetNav;
  meldung: MeldungIntern;
  aemter: { id: number; titel: string }[] | null;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  gespeichert: boolean;
}
