/**
 * What a form with JavaScript says when a send did not lead anywhere (ADR 28). Apart from
 * form-submit.ts, so the first script carries none of it: the code that sends forms and the forms
 * themselves load with the pages that have them.
 */

/** A send the server did not answer as expected (a proxy's error page, a lost answer). */
export const NO_ANSWER_MESSAGE =
  'Das Formular konnte gerade nicht gesendet werden: Der Server hat nicht wie erwartet geantwortet. Ihre Angaben bleiben hier erhalten; bitte senden Sie es in einigen Minuten erneut.';
/** A refusal the server explained without the page (its German message), with the promise that nothing is lost. */
export const refusedMessage = (error: string) => `${error} Ihre Angaben bleiben hier erhalten.`;
/** The values of a failed send, back after a reload. */
export const RESTORED_MESSAGE = 'Ihre Angaben von vorhin sind wiederhergestellt. Bitte prüfen Sie sie und senden Sie das Formular ab.';
