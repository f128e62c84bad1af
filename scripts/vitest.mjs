// `npm run test:unit`: Vitest with one worker per core (at least two) for every project.
import { availableParallelism } from 'node:os'
import { run } from './lib.mjs'

const workers = Math.max(2, availableParallelism())
process.exit(run('npx', ['vitest', 'run', `--maxWorkers=${workers}`, ...process.argv.slice(2)]))
