/** The German answer to a throttled login or password check (ADR 10), for the form and the CMS contract alike. */
export function throttleMessage(seconds: number): string {
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} Minuten` : `${seconds} Sekunden`;
  return `Zu viele Anmeldeversuche. Bitte warten Sie ${wait} und versuchen Sie es dann erneut.`;
}
