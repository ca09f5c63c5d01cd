import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { NotRun } from './budgets'

const run = promisify(execFile)
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'
export const PGBENCH = '/usr/bin/pgbench'

/** A connection string for `database` on the same server as `url`. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.href
}

async function psql(url: string, statement: string): Promise<string> {
  const { stdout } = await run('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', statement], {
    env: { ...process.env, PGCONNECT_TIMEOUT: '3' },
  })
  return stdout.trim()
}

/** `DATABASE_URL` when set, else a local PostgreSQL when one answers; null without either. */
export async function findPostgres(): Promise<string | null> {
  const url = process.env.DATABASE_URL || LOCAL_POSTGRES
  try {
    return (await psql(url, 'select 1')) === '1' ? url : null
  } catch {
    return null
  }
}

/** What a part on PostgreSQL says when there is none. */
export const NO_POSTGRES = 'no PostgreSQL (set DATABASE_URL, or run one on 127.0.0.1:5432)'

/** findPostgres(), or NotRun: the budgets of a part that needs PostgreSQL are then not measured. */
export async function requirePostgres(): Promise<string> {
  const url = await findPostgres()
  if (!url) throw new NotRun(NO_POSTGRES)
  return url
}

/** Creates an empty database beside `adminUrl`'s; returns its URL and how to drop it. */
export async function createDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`)
  await psql(adminUrl, `drop database if exists ${name} with (force)`)
  await psql(adminUrl, `create database ${name}`)
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => void (await psql(adminUrl, `drop database if exists ${name} with (force)`)),
  }
}

export interface PgbenchResult {
  tps: number
  /** From the per-transaction log: pgbench itself prints only the mean. */
  p99Ms: number
}

/** The 99th percentile of the latencies (µs) in pgbench's per-transaction logs, in ms. */
async function p99FromLogs(prefix: string): Promise<number> {
  const folder = dirname(prefix)
  const logs = (await readdir(folder)).filter((name) => name.startsWith(basename(prefix)))
  const latencies: number[] = []
  for (const log of logs) {
    // client_id transaction_no time_us script_no epoch epoch_us
    for (const line of (await readFile(join(folder, log), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2])
      if (line && Number.isFinite(micros)) latencies.push(micros)
    }
  }
  if (!latencies.length) return Number.NaN
  latencies.sort((a, b) => a - b)
  const at = Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)
  return (latencies[at] as number) / 1000
}

/**
 * `pgbench -S` (select-only) on `url`, after `pgbench -i -s 1`: the database's own ceiling for
 * one-row primary-key reads, the work the profile endpoint does once per request.
 */
export async function pgbenchSelectOnly(
  url: string,
  options: { clients: number; threads: number; seconds: number; logDir: string },
): Promise<PgbenchResult> {
  if (!existsSync(PGBENCH)) throw new Error(`${PGBENCH} is not installed`)
  await run(PGBENCH, ['-i', '-s', '1', '-q', url])
  const prefix = join(options.logDir, 'pgbench')
  const { stdout } = await run(
    PGBENCH,
    [
      '-S',
      `-c${options.clients}`,
      `-j${options.threads}`,
      `-T${options.seconds}`,
      '--log',
      `--log-prefix=${prefix}`,
      url,
    ],
    { maxBuffer: 1024 * 1024 },
  )
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1])
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`)
  // pgbench 15 and later report failed transactions: a run with any measured something else.
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0)
  if (failed) throw new Error(`pgbench: ${failed} failed transactions`)
  return { tps, p99Ms: await p99FromLogs(prefix) }
}
