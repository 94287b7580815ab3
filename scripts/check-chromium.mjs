// Browser journeys need Debian's Chromium; say how to get it instead of failing obscurely.
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
