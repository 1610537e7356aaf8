import { execFileSync } from 'node:child_process';

// Runs on the project's Node (24) in a child process: the preparation uses node:sqlite and native TypeScript.
export default function globalSetup(): void {
  execFileSync(process.execPath, ['tests/e2e/prepare-site.ts'], { stdio: 'inherit' });
}
