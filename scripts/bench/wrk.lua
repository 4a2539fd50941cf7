-- wrk script of the load benchmark (scripts/bench.sh). From the environment: BENCH_TOKEN (a bearer
-- token), BENCH_ETAG (an If-None-Match), BENCH_ACCEPT_ENCODING (an Accept-Encoding, as a browser sends),
-- BENCH_BODY (a JSON body, sent with POST: the login storm).
-- Prints one machine-readable line: requests/s, latency percentiles in microseconds, and errors
-- (socket errors, timeouts, and answers of 400 or more; wrk counts those as status errors).
local function env(name)
  local value = os.getenv(name)
  if value ~= nil and value ~= "" then return value end
end

if env("BENCH_TOKEN") then wrk.headers["Authorization"] = "Bearer " .. env("BENCH_TOKEN") end
if env("BENCH_ETAG") then wrk.headers["If-None-Match"] = env("BENCH_ETAG") end
if env("BENCH_ACCEPT_ENCODING") then wrk.headers["Accept-Encoding"] = env("BENCH_ACCEPT_ENCODING") end
if env("BENCH_BODY") then
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.body = env("BENCH_BODY")
end

function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format("BENCH rps=%.1f p50_us=%d p99_us=%d errors=%d requests=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
    errors, summary.requests))
end
