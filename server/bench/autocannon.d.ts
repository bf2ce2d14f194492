/** The part of autocannon 8 the API benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
    }
    interface RequestSpec {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      connections?: number;
      overallRate?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Array<{
        setupRequest?(request: RequestSpec, context: Record<string, unknown>): RequestSpec;
        onResponse?(
          status: number,
          body: string,
          context: Record<string, unknown>,
          headers: Record<string, string>,
        ): void;
      }>;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
