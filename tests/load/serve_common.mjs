// Shared by the load test and the large-map measurement: start `gridnav serve` on a free
// port, run the CLI, sample a process's memory, and percentiles.
import { spawn, execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Starts `gridnav serve --port 0 ARGS` and resolves once it prints its address. */
export function startServer(gridnav, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(gridnav, ['serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`gridnav serve did not start: ${out} ${err}`)), 30000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/[^ ]+?)\/? /);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: m[1].replace(/\/$/, '') });
      }
    });
    child.stderr.on('data', (d) => { err += d; });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`gridnav serve exited (${code}): ${err}`)); });
  });
}

/** Stops the server and waits for it to exit. */
export async function stopServer(child) {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** `gridnav path MAP --from X,Y --to X,Y --json --algo SPEC`: the CLI's answer. */
export async function cliPath(gridnav, map, from, to, spec) {
  const args = ['path', map, '--from', `${from[0]},${from[1]}`, '--to', `${to[0]},${to[1]}`, '--json', '--no-path',
                '--algo', spec];
  const { stdout } = await run(gridnav, args).catch((e) => ({ stdout: e.stdout }));  // exit 4: no path
  return JSON.parse(stdout.trim().split('\n')[0]);
}

/** Resident memory of a process, in MB, from /proc/PID/status. */
export function rssMb(pid) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : NaN;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** --name value pairs into an object, with defaults. */
export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in defaults) || i + 1 >= argv.length) throw new Error(`unknown or incomplete option ${argv[i]}`);
    out[key] = typeof defaults[key] === 'number' ? Number(argv[i + 1]) : argv[i + 1];
  }
  return out;
}
