// A local SMTP server that accepts and counts mail, in its own process so that parsing SMTP
// does not share the event loop of the load generator. Answers { delivered } on an IPC message.
import { once } from 'node:events'
import { SMTPServer } from 'smtp-server'

const port = Number(process.argv[2])
let delivered = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume()
    stream.on('end', () => {
      delivered += 1
      callback()
    })
  },
})
server.listen(port, '127.0.0.1')
await once(server.server, 'listening')
process.on('message', () => process.send({ delivered }))
// Gone with the bench that started it.
process.on('disconnect', () => process.exit(0))
process.send({ ready: true })
