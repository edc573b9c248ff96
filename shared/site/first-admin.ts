/**
 * The first administrator of a new installation (ADR 31): nothing in the site grants the role admin
 * by itself; it comes from this command on the server, which the start's log and the intranet's login
 * page name while no active account has the role.
 */
export const FIRST_ADMIN_COMMAND = 'npm run user:add -- --email <E-Mail-Adresse> --vorname <Vorname> --nachname <Nachname> --rolle admin';

export const FIRST_ADMIN_LOG = `Noch kein Administrator: Den ersten Zugang mit allen Rechten legt auf dem Server „${FIRST_ADMIN_COMMAND}“ an (Passwort aus INTRANET_PASSWORT oder per Eingabe).`;
