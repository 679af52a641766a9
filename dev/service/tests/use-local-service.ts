// One local service per test file on free ports, reset before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type LocalService, startLocalService } from '../index.ts';

export function useLocalService(onStart: (service: LocalService) => void): void {
  let service: LocalService | undefined;
  beforeAll(async () => {
    service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
    onStart(service);
  });
  afterAll(async () => {
    await service?.close();
  });
  beforeEach(() => {
    service?.staging.reset();
    service?.production.reset();
  });
}
