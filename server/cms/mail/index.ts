import type { Part } from '../part';
import { migrations } from './schema';
import { outboxJob, refusalsJob } from './worker';

/**
 * The site's e-mail (ADR 14, 49): the outbox every part queues its mails in (`queueMail`,
 * `queueMails`, in the transaction of what the mail tells about), the delivery worker, and the
 * permanent refusals per address. Local like the submissions (ADR 13): its rows stay in the site's own
 * database also when an upstream CMS serves the content.
 */
export const postPart: Part = {
  name: 'post',
  // post-1 (the move out of the inbox's part) copies the rows of `eingang_post`.
  after: ['eingaenge'],
  migrations,
  local: true,
  jobs: [outboxJob, refusalsJob],
};

export {
  queueMail,
  queueMails,
  mailsAbout,
  deleteMailsAbout,
  permanentFailures,
  oneClickUnsubscribe,
  MAIL_STATUS,
  type MailStatus,
  type MailState,
  type OutgoingMail,
  type MailAttachment,
  type MailDb,
} from './outbox';
export {
  MAX_ATTEMPTS,
  CLAIM_MS,
  REFUSAL_RETENTION_DAYS,
  forgetRefusals,
  pauseAfter,
  sendDue,
  smtpMailer,
  permanentRefusal,
  type Mailer,
  type SendableMail,
} from './worker';
export { renderMail, absoluteLink, ForeignLinkError, CREST_CID, type MailContent } from './render';
