// An SMTP server that accepts every message and keeps nothing, in a process of its own: the mail
// server a production API sends to is another machine, so the rush section points SMTP_URL here
// rather than let sample mode's embedded capture server parse every message inside the measured
// API process. Plain SMTP (no STARTTLS), as much as nodemailer needs. Prints its port as one JSON
// line ({ port }); counts the messages and prints { messages } on SIGTERM.
import { createServer } from 'node:net';

let messages = 0;
const server = createServer((socket) => {
  let data = false;
  let buffered = '';
  socket.setEncoding('latin1');
  socket.write('220 bench-sink ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffered += chunk;
    for (;;) {
      if (data) {
        const end = buffered.indexOf('\r\n.\r\n');
        if (end === -1) {
          // Keeps only what could hold the start of the end mark.
          buffered = buffered.slice(-4);
          return;
        }
        buffered = buffered.slice(end + 5);
        data = false;
        messages += 1;
        socket.write('250 2.0.0 accepted\r\n');
        continue;
      }
      const line = buffered.indexOf('\r\n');
      if (line === -1) return;
      const command = buffered.slice(0, line).toUpperCase();
      buffered = buffered.slice(line + 2);
      if (command.startsWith('EHLO')) socket.write('250-bench-sink\r\n250-PIPELINING\r\n250 8BITMIME\r\n');
      else if (command.startsWith('DATA')) {
        data = true;
        // The end mark may follow at once: looked for from the message's first byte.
        buffered = `\r\n${buffered}`;
        socket.write('354 go on\r\n');
      } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
  socket.on('error', () => undefined);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.on('SIGTERM', () => {
  process.stdout.write(`${JSON.stringify({ messages })}\n`);
  process.exit(0);
});
