/** The login form of a signed-in area (intranet, council information system) as its page shows it: never a password. */
export interface LoginData {
  kind: 'login';
  csrf: string;
  /** Where to go after the login (below the area's home). */
  ziel: string;
  email: string;
  message: string | null;
  errors: Record<string, string>;
  hinweis: 'abgemeldet' | 'anmelden' | null;
}

/** What the password form shows: the refused form's messages, or that the password was changed. */
export interface PasswordChangeData {
  errors: Record<string, string>;
  message: string | null;
  geaendert: boolean;
}
