// The load generator, in a process of its own (forked by bench.mjs) so that neither the API nor the bare
// server shares its thread. It receives one run's settings, runs autocannon and sends the result back.
import autocannon from 'autocannon';
import { tourBookingRequests } from './booking-load.mjs';

process.once('message', ({ url, connections, duration, booking }) => {
  const options = { url, connections, duration };
  if (booking) {
    options.method = 'POST';
    options.headers = { 'content-type': 'application/json' };
    options.requests = tourBookingRequests(booking);
  }
  autocannon(options, (error, result) => {
    if (error) {
      process.send({ error: error.message });
    } else {
      process.send({ result: JSON.parse(JSON.stringify(result)) });
    }
    process.disconnect();
  });
});
