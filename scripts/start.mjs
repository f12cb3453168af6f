// `npm start`: from a fresh clone to a running demo site in one command.
// Installs dependencies when they are missing or older than the lock file, builds the bundle, then
// runs the demo server, which prints its address.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const windows = process.platform === 'win32'
// Support: Windows runs npm and the .bin shims as .cmd files, which need a shell.
const npm = windows ? 'npm.cmd' : 'npm'

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : undefined
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: windows })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function dependenciesAreStale() {
  // npm rewrites node_modules/.package-lock.json on every install: a better clock than the folder.
  const installed = mtime(join(root, 'node_modules/.package-lock.json')) ?? mtime(join(root, 'node_modules'))
  const lock = mtime(join(root, 'package-lock.json'))
  return installed === undefined || (lock !== undefined && installed < lock)
}

if (dependenciesAreStale()) {
  run(npm, existsSync(join(root, 'package-lock.json')) ? ['ci'] : ['install'])
}
run(npm, ['run', 'build'])

const tsx = join(root, 'node_modules/.bin', windows ? 'tsx.cmd' : 'tsx')
const server = spawn(tsx, ['demo-site/server/index.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  shell: windows,
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)))
