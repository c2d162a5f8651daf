import { fakeResendPort } from './suite';
import { startFakeResend } from './fake-resend';

/** Starts the fake email provider that the built site reaches through RESEND_BASE_URL; stops it after the run. */
export default async function globalSetup() {
  const server = await startFakeResend(fakeResendPort);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
