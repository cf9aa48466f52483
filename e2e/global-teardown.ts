import { stopSystem } from './system';

export default async function globalTeardown(): Promise<void> {
  await stopSystem();
}
