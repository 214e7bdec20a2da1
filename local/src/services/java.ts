import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { StartupError } from '../startup-error';

const MINIMUM_MAJOR = 17;
const ADVICE = `DynamoDB Local needs Java ${MINIMUM_MAJOR} or newer: install it (e.g. apt-get install openjdk-17-jre-headless) and run npm start again.`;

export async function checkJava(): Promise<void> {
  let output: string;
  try {
    const { stdout, stderr } = await promisify(execFile)('java', ['-version'], { timeout: 15_000 });
    output = `${stderr}${stdout}`;
  } catch {
    throw new StartupError(ADVICE);
  }
  if (javaMajorVersion(output) < MINIMUM_MAJOR) throw new StartupError(ADVICE);
}

/** `java -version` says `"1.8.0_392"` up to Java 8 and `"17.0.15"` from Java 9 on. */
function javaMajorVersion(output: string): number {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return 0;
  return match[1] === '1' ? Number(match[2] ?? 0) : Number(match[1]);
}
