import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** What Chromium sends with every request: visitors' browsers always accept compressed answers. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const once = (url: string, seconds: number): Promise<autocannon.Result> =>
  autocannon({ url, connections: 64, duration: seconds, timeout: 10, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });

/** 64 connections for a fixed time after a short warm-up (JIT, caches, connection pools), asking as a browser does. */
export const load = async (url: string, seconds = 5): Promise<LoadResult> => {
  await once(url, 1);
  const result = await once(url, seconds);
  return {
    url,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};
