// The ceiling of the read benchmark: a bare Node http server answering one fixed body from memory. It runs
// in a process of its own (forked by bench.mjs) so it gets a thread of its own, as the API does.
import { createServer } from 'node:http';

process.once('message', ({ body, contentType }) => {
  const bytes = Buffer.from(body, 'base64');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': bytes.length });
    res.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.once('disconnect', () => server.close(() => process.exit(0)));
});
