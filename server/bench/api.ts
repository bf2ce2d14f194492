/**
 * `npm run bench:api` — capacity of the API server (issue 15 §3) on loopback, as `npm start` runs it
 * (the bundle of server/build.ts, `node dist-server/main.mjs`, embedded PGlite, demo mailboxes). Prints:
 *   1. idle RSS of the server after start;
 *   2. one user with ~2,000 senders: GET /api/v3/subscriptions at a fixed 200 rps (p50/p99, errors),
 *      as a first load (no ETag) and as a revalidating browser (If-None-Match);
 *      next to its same-run floor: the same load against a bare node:http server (another process)
 *      sending the same answer bytes from memory, i.e. what the client, the loopback and the machine's
 *      load cost by themselves;
 *   3. 200 pollers (each its own discovery user, ~470 senders) polling once a second for 60 s, as a
 *      browser does (brotli, If-None-Match after the first answer): errors, timeouts, p99; after its
 *      same-run floor (as many connections at the same rate against a bare node:http server answering
 *      304s from memory).
 * Each phase also prints the server's CPU milliseconds per request (serverCpuMsPerRequest, from
 * /proc): on a shared, loaded machine latencies mostly measure the wait for a core; this does not. And
 * `server`: the server's own time per request (server/bench/server-latency.mjs, loaded into the server
 * with --import: from the request event to the end of the answer).
 * Bounded: every phase has a fixed duration; the server is stopped at the end.
 * Then the RSS right after the load and after BENCH_IDLE_SECONDS (30) idle.
 * Settings: BENCH_PORT (4206), BENCH_FLOOR_PORT (BENCH_PORT + 1), BENCH_RATE_SECONDS (15), BENCH_POLL_SECONDS (60), BENCH_POLLERS (200),
 * BENCH_ACCEPT_ENCODING ('gzip, deflate, br'), BENCH_NODE_ARGS (extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { buildServer, SERVER_BUNDLE_DIR } from '../build';

const PORT = Number(process.env.BENCH_PORT ?? 4206);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 15);
const POLL_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? 60);
const POLLERS = Number(process.env.BENCH_POLLERS ?? 200);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = resolve(import.meta.dirname, '../..');
const LIST = '/api/v3/subscriptions?device=web&version=bench';
/** What the clients accept (BENCH_ACCEPT_ENCODING; a browser's by default). */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-access-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

async function signIn(email: string, token?: string): Promise<string> {
  const { token: job } = await api<{ token: string }>('PUT', '/api/auth', { email, password: 'demo' }, token);
  for (;;) {
    const response = await fetch(`${BASE}/api/auth/check`, { headers: { 'x-async-token': job } });
    const answer = (await response.json()) as {
      retry?: number;
      result?: { token: string };
      message?: string;
    };
    if (answer.result) return answer.result.token;
    if (answer.message) throw new Error(`sign-in of ${email}: ${answer.message}`);
    await sleep(100);
  }
}

type ListAnswer = { status: string; subscriptions: unknown[] };

async function waitDone(token: string): Promise<ListAnswer> {
  for (;;) {
    const answer = await api<ListAnswer>('GET', LIST, undefined, token);
    if (answer.status === 'done') return answer;
    await sleep(250);
  }
}

/** CPU time (ms) the server process used so far: a figure the machine's other load barely moves. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Where server/bench/server-latency.mjs (loaded into the server) writes its figures on SIGUSR2. */
let latencyFile = '';

/** The server's own time per request since the previous call (request event to end of answer). */
async function serverLatency(pid: number): Promise<Record<string, number> | null> {
  rmSync(latencyFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let wait = 0; wait < 40 && !existsSync(latencyFile); wait++) await sleep(50);
  return existsSync(latencyFile)
    ? (JSON.parse(readFileSync(latencyFile, 'utf8')) as Record<string, number>)
    : null;
}

/**
 * Runs one load phase and adds the server's CPU milliseconds per request and its own time per request
 * (`server`: what the latencies are once the client, the loopback and the machine's load are left out).
 */
async function measured(pid: number, run: () => Promise<autocannon.Result>) {
  await serverLatency(pid);
  const before = cpuMs(pid);
  const result = await run();
  const figures = summary(result);
  return {
    ...figures,
    serverCpuMsPerRequest: Number(((cpuMs(pid) - before) / Math.max(1, figures.requests)).toFixed(2)),
    server: await serverLatency(pid),
  };
}

function summary(result: autocannon.Result) {
  const non2xx = result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0);
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    maxms: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: Math.max(0, non2xx),
    status304: result.statusCodeStats?.['304']?.count ?? 0,
    kbPerAnswer: Math.round(result.throughput.total / Math.max(1, result.requests.total) / 1024),
  };
}

/** One answer's bytes as sent (compressed, not decoded) and its content headers. */
function rawAnswer(path: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: Record<string, string> }>((done, fail) => {
    httpRequest(`${BASE}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'])
          if (typeof response.headers[name] === 'string') kept[name] = response.headers[name] as string;
        done({ body: Buffer.concat(chunks), headers: kept });
      });
    })
      .on('error', fail)
      .end();
  });
}

/** A bare node:http server in its own process answering every request with `answer` (the floor). */
async function startFloorServer(
  port: number,
  answer: { body: Buffer; headers: Record<string, string>; status?: number },
) {
  const code = `
    const body = Buffer.from(process.env.FLOOR_BODY, 'base64');
    const headers = { ...JSON.parse(process.env.FLOOR_HEADERS), 'content-length': body.length };
    require('node:http').createServer((req, res) => { req.resume(); res.writeHead(${answer.status ?? 200}, headers); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const floor = spawn(process.execPath, ['-e', code], {
    env: {
      ...process.env,
      FLOOR_BODY: answer.body.toString('base64'),
      FLOOR_HEADERS: JSON.stringify(answer.headers),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done) => floor.stdout?.once('data', done));
  return floor;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tidyfox-bench-'));
  await buildServer();
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  latencyFile = join(dataDir, 'bench-latency.json');
  const probe = pathToFileURL(join(import.meta.dirname, 'server-latency.mjs')).href;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', probe, ...nodeArgs, join(SERVER_BUNDLE_DIR, 'main.mjs')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIR: join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '100000',
        BENCH_LATENCY_FILE: latencyFile,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    const deadline = Date.now() + 120_000;
    while (!output.includes('Tidy Fox is running')) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`server did not start: ${output}`);
      await sleep(200);
    }
    await sleep(3000);
    const idleRss = rssMb(server.pid!);
    console.log(`idle RSS after start: ${idleRss} MB`);

    // One user with ~2,000 senders: a named demo account plus demo mailboxes added to it.
    let token = await signIn('bench@demo.tidyfox.test');
    for (let box = 1; box <= 12; box++) await signIn(`bench.${box}@demo.tidyfox.test`, token);
    token = await signIn('bench@demo.tidyfox.test');
    const big = await waitDone(token);
    const bigBytes = Buffer.byteLength(JSON.stringify(big));
    console.log(`big list: ${big.subscriptions.length} senders, ${Math.round(bigBytes / 1024)} KB of JSON`);

    const rate = (headers: Record<string, string>) =>
      autocannon({
        url: `${BASE}${LIST}`,
        connections: 20,
        overallRate: 200,
        duration: RATE_SECONDS,
        timeout: 10,
        headers: { 'x-access-token': token, 'accept-encoding': ACCEPT_ENCODING, ...headers },
      });
    const pid = server.pid!;
    const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 1);
    const floorServer = await startFloorServer(
      floorPort,
      await rawAnswer(LIST, { 'x-access-token': token, 'accept-encoding': ACCEPT_ENCODING }),
    );
    try {
      const floor = summary(
        await autocannon({
          url: `http://127.0.0.1:${floorPort}${LIST}`,
          connections: 20,
          overallRate: 200,
          duration: RATE_SECONDS,
          timeout: 10,
          headers: { 'x-access-token': token, 'accept-encoding': ACCEPT_ENCODING },
        }),
      );
      console.log(`same-run floor (bare node:http, same bytes) at 200 rps: ${JSON.stringify(floor)}`);
    } finally {
      floorServer.kill('SIGTERM');
    }
    const firstLoad = await measured(pid, () => rate({}));
    console.log(`2,000 senders at 200 rps, full answers: ${JSON.stringify(firstLoad)}`);
    const etag = (await fetch(`${BASE}${LIST}`, { headers: { 'x-access-token': token } })).headers.get(
      'etag',
    );
    if (etag) {
      const revalidating = await measured(pid, () => rate({ 'if-none-match': etag }));
      console.log(`2,000 senders at 200 rps, If-None-Match: ${JSON.stringify(revalidating)}`);
    } else {
      console.log('2,000 senders at 200 rps, If-None-Match: no ETag answered');
    }

    // 200 pollers, each its own discovery user (three generated mailboxes, ~470 senders).
    const tokens: string[] = [];
    for (let i = 0; i < POLLERS; i++) {
      tokens.push((await api<{ token: string }>('PUT', '/api/auth/demo', {})).token);
    }
    await Promise.all(tokens.slice(0, 5).map(waitDone));
    // Same-run floor: as many connections at the same rate against a bare node:http server answering
    // every poll with a 304 from memory.
    const pollFloorServer = await startFloorServer(floorPort, {
      body: Buffer.alloc(0),
      headers: { etag: 'W/"floor"', 'cache-control': 'private, no-cache' },
      status: 304,
    });
    try {
      const floor = summary(
        await autocannon({
          url: `http://127.0.0.1:${floorPort}${LIST}`,
          connections: POLLERS,
          overallRate: POLLERS,
          duration: Math.min(POLL_SECONDS, 20),
          timeout: 10,
          headers: { 'x-access-token': tokens[0]!, 'if-none-match': 'W/"floor"' },
        }),
      );
      console.log(`same-run floor (bare node:http, 304s) for ${POLLERS} pollers: ${JSON.stringify(floor)}`);
    } finally {
      pollFloorServer.kill('SIGTERM');
    }
    await sleep(7000);
    // Round robin over the users (each polled about once a second); autocannon's context lives for one
    // request, so the ETag each user got last is kept here.
    let next = 0;
    const etags = new Map<string, string>();
    const pollers = await measured(pid, () =>
      autocannon({
        url: `${BASE}${LIST}`,
        connections: POLLERS,
        overallRate: POLLERS,
        duration: POLL_SECONDS,
        timeout: 10,
        requests: [
          {
            setupRequest(request, context) {
              const user = tokens[next++ % tokens.length]!;
              context.token = user;
              const etag = etags.get(user);
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'accept-encoding': ACCEPT_ENCODING,
                  'x-access-token': user,
                  ...(etag ? { 'if-none-match': etag } : {}),
                },
              };
            },
            onResponse(status, _body, context, headers) {
              if (status === 200 && headers?.etag) etags.set(context.token as string, headers.etag);
            },
          },
        ],
      }),
    );
    console.log(`${POLLERS} pollers for ${POLL_SECONDS} s: ${JSON.stringify(pollers)}`);
    await sleep(2000);
    console.log(`RSS after the load: ${rssMb(server.pid!)} MB`);
    await sleep(Number(process.env.BENCH_IDLE_SECONDS ?? 30) * 1000);
    console.log(`RSS after ${process.env.BENCH_IDLE_SECONDS ?? 30} s idle: ${rssMb(server.pid!)} MB`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
