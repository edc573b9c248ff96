import type { CmsContext } from '../../../../server/cms/contract/implement';

/** What composing the alerts needs of the store: the database, the clock, the sealed links and the lock of every instance. */
export type ComposeContext = Pick<CmsContext, 'db' | 'now' | 'sealer' | 'exclusive'>;
