import readline from 'node:readline';
import { validatePassword, validatePasswordConfirmation } from '../shared/site/validation';

/** Helpers of the account scripts (user:add, ratsinfo:add): messages, hidden password input. */

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
export function askHidden(question: string, envName = 'die Umgebungsvariable'): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error(`Kein Terminal: Passwort über ${envName} übergeben.`));
      return;
    }
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/**
 * A new password: from the environment variable `envName`, or asked twice on the terminal; it must
 * follow the password rules (spec §5), else the script stops with the rule's message.
 */
export async function askPassword(envName: string): Promise<string> {
  let passwort = process.env[envName] ?? '';
  if (!passwort) {
    passwort = await askHidden('Passwort: ', envName);
    const wiederholung = await askHidden('Passwort wiederholen: ', envName);
    const m = validatePasswordConfirmation(passwort, wiederholung);
    if (m) fail(m);
  }
  const rule = validatePassword(passwort);
  if (rule) fail(rule);
  return passwort;
}
