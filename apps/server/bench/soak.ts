import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { freePort } from '@test/free-port.ts';
import { createDraftOwner, httpCaller } from '@test/http-draft-owner.ts';
import autocannon from 'autocannon';

/**
 * The soak (docs/product/faults.md#soak-and-memory): the built server as its own process, on
 * PGlite by default (PostgreSQL when DATABASE_URL is set), first idle to read its memory at rest,
 * then under SOAK_CONNECTIONS connections (default 200) for SOAK_SECONDS (default 300) over a mix
 * of the featured list, draft saves and logins, its resident memory sampled every 10 s.
 */
const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 200);
const USERS = 20;
const PASSWORD = 'a good soak password';
const SAMPLE_MS = 10_000;
const WARM_UP_MS = 60_000;

const serverEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-soak-'));
const child: ChildProcess = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // Many people behind one loopback address: the per-IP limits would stop the soak at once.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    CODE_SENDS_PER_IP_PER_HOUR: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const pid = child.pid ?? 0;

const call = httpCaller(origin);

/** A person with an account, a verified signatory phone and a saved draft. */
async function createPerson(index: number) {
  const person = {
    email: `soak-${index}-${port}@example.org`,
    password: PASSWORD,
    phone: `+9198765${String(10_000 + index)}`,
    adminEmail: `admin-${index}-${port}@example.org`,
  };
  return { ...person, ...(await createDraftOwner(call, person)) };
}

try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await sleep(200);
  }
  await sleep(10_000);
  const atRest = residentMb(pid);
  const people: Awaited<ReturnType<typeof createPerson>>[] = [];
  for (let index = 0; index < USERS; index += 1) people.push(await createPerson(index));

  const samples: { at: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(
    () => samples.push({ at: Date.now() - started, mb: residentMb(pid) }),
    SAMPLE_MS,
  );
  let saves = 0;
  // What each connection asked last (one request in flight per connection): sent minus answered
  // per kind tells which kind the timeouts were.
  type Kind = 'featured' | 'save' | 'login';
  const sent: Record<Kind, number> = { featured: 0, save: 0, login: 0 };
  const answered: Record<Kind, number> = { featured: 0, save: 0, login: 0 };
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: { kind?: Kind }) => {
          const person = people[Math.floor(Math.random() * people.length)];
          if (!person) return request;
          const pick = Math.random();
          context.kind = pick < 0.4 ? 'featured' : pick < 0.7 ? 'save' : 'login';
          sent[context.kind] += 1;
          if (pick < 0.4) return { ...request, method: 'GET', path: '/api/campaigns/featured' };
          if (pick < 0.7) {
            saves += 1;
            return {
              ...request,
              method: 'POST',
              path: '/api/organization/create/page/1',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${person.token}`,
              },
              body: JSON.stringify({
                ...validIndiaNgo,
                organization_admin_phone: person.phone,
                organization_admin_email: person.adminEmail,
                organization_address_line_1: `${saves} MG Road`,
                slug: person.slug,
              }),
            };
          }
          return {
            ...request,
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: person.email, password: PASSWORD }),
          };
        },
        onResponse: (_status: number, _body: string, context: { kind?: Kind }) => {
          if (context.kind) answered[context.kind] += 1;
        },
      },
    ],
  });
  clearInterval(sampler);

  const statuses = result.statusCodeStats as Record<string, { count: number }>;
  const total = result.requests.total;
  const limited = statuses['429']?.count ?? 0;
  // autocannon counts a timeout among its errors.
  const failures = result.errors + result.non2xx - limited;
  const settled = samples.filter(({ at }) => at >= WARM_UP_MS).map(({ mb }) => mb);
  const first = settled[0] ?? 0;
  const last = settled.at(-1) ?? 0;
  console.log(
    `Soak: ${connections} connections for ${seconds} s, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(`resident memory at rest (10 s after ready): ${atRest} MB`);
  console.log(
    `requests ${total} (${Math.round(result.requests.average)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `status codes: ${Object.entries(statuses)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(', ')}; connection errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `failures other than 429: ${failures} (${((failures / Math.max(total, 1)) * 100).toFixed(3)}%)`,
  );
  console.log(
    `unanswered by kind (timeouts, and at most one per connection still in flight at the end): ${(
      Object.keys(sent) as Kind[]
    )
      .map((kind) => `${kind} ${sent[kind] - answered[kind]} of ${sent[kind]}`)
      .join(', ')}`,
  );
  console.log(`resident memory every 10 s: ${samples.map(({ mb }) => mb).join(' ')} MB`);
  if (settled.length > 1) {
    const drift = ((last - first) / first) * 100;
    console.log(
      `after the ${WARM_UP_MS / 1000} s warm-up: ${first} → ${last} MB (${drift.toFixed(1)}%), max ${Math.max(...settled)} MB`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
