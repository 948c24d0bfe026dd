import { rmSync } from 'node:fs';

export default function teardown() {
  if (process.env.E2E_DATA_DIR?.includes('kb-e2e-')) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
