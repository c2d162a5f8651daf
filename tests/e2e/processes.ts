import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { nextStartArgs, siteRunEnv } from './suite';
import { redisServerArgs } from '../fixtures/local-servers';

/** A process a spec started itself (redis-server, another `next start`), with what it has logged so far. */
export type Server = { process: ChildProcess; log: () => string };

/** Starts a process in a group of its own, so stopping it stops what it started too; `servers` keeps them all. */
function startProcess(servers: Server[], command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const server = { process: child, log: () => log };
  servers.push(server);
  return server;
}

/** The lines the process has logged so far that contain `text`. */
export const logLines = (server: Server, text: string) =>
  server
    .log()
    .split('\n')
    .filter((line) => line.includes(text));

export function stopProcess(server: Server) {
  if (server.process.exitCode === null && server.process.pid) process.kill(-server.process.pid, 'SIGTERM');
}

export async function waitFor(ready: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 120; tries += 1) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen`);
}

export const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Debian's redis-server on 127.0.0.1, keeping nothing on disk, answering once this resolves. */
export async function startRedis(servers: Server[], port: number): Promise<Server> {
  const redis = startProcess(servers, 'redis-server', redisServerArgs(port));
  await waitFor(() => portAnswers(port), `redis-server on ${port} answering`);
  return redis;
}

/** Another `next start` of the suite's build, with the suite's settings and `env`. */
export function startSite(servers: Server[], port: number, env: Record<string, string>): Server {
  return startProcess(servers, 'node', ['node_modules/next/dist/bin/next', ...nextStartArgs(port)], {
    ...siteRunEnv,
    ...env,
  });
}
