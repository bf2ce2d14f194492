/**
 * bench:api's probe inside the server (loaded with `node --import`): the time each HTTP request took
 * in the server, from its `request` event to the end of its answer. On SIGUSR2 it writes the
 * percentiles since the previous signal to BENCH_LATENCY_FILE and starts again.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createHistogram } from 'node:perf_hooks';

const file = process.env.BENCH_LATENCY_FILE;
if (file) {
  let histogram = createHistogram();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, _request, response) {
    if (event === 'request') {
      const start = process.hrtime.bigint();
      response.once('finish', () => histogram.record(Math.max(1, Number(process.hrtime.bigint() - start))));
    }
    // biome-ignore lint/complexity/noArguments: forwards whatever the event carries
    return emit.apply(this, arguments);
  };
  const ms = (ns) => Number((ns / 1e6).toFixed(2));
  process.on('SIGUSR2', () => {
    const h = histogram;
    writeFileSync(
      file,
      JSON.stringify({
        requests: h.count,
        p50ms: ms(h.percentile(50)),
        p99ms: ms(h.percentile(99)),
        maxms: ms(h.count ? h.max : 0),
      }),
    );
    histogram = createHistogram();
  });
}
