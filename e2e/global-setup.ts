import { startSystem } from './system';

export default async function globalSetup(): Promise<void> {
  await startSystem();
}
