import { safeTargetBelow } from '../../pages/login/safe-target';

/** A login target below /intranet on this site, never an open redirect (`ziel` of the login form). */
export const safeTarget = (value: unknown): string => safeTargetBelow(value, '/intranet');
