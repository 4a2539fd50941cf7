-- wrk script of the load benchmark (scripts/bench.sh). From the environment: BENCH_TOKEN (a bearer
-- token), BENCH_ETAG (an If-None-Match), BENCH_ACCEPT_ENCODING (an Accept-Encoding, as a browser sends),
-- BENCH_BODY (a JSON body, sent with POST: the login storm), BENCH_TOKENS (a file of bearer tokens, one
-- per line: each request goes as the next of those callers, as a dealer network's requests do),
-- BENCH_BODIES (a file of JSON bodies, one per line, sent with POST: each request carries the next, so
-- that no answer kept for one body serves the run).
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

local tokens = {}
if env("BENCH_TOKENS") then
  for line in io.lines(env("BENCH_TOKENS")) do
    if line ~= "" then tokens[#tokens + 1] = line end
  end
end

-- Each thread starts at its own caller (setup runs in the main state, `first` lands in the thread's).
local started = 0
function setup(thread)
  thread:set("first", started * 37)
  started = started + 1
end

local bodies = {}
if env("BENCH_BODIES") then
  for line in io.lines(env("BENCH_BODIES")) do
    if line ~= "" then bodies[#bodies + 1] = line end
  end
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
end

local turn
if #tokens > 0 or #bodies > 0 then
  function request()
    turn = (turn or first or 0) + 1
    local headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    if #tokens > 0 then headers["Authorization"] = "Bearer " .. tokens[turn % #tokens + 1] end
    local body = nil
    if #bodies > 0 then body = bodies[turn % #bodies + 1] end
    return wrk.format(nil, nil, headers, body)
  end
end

function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format("BENCH rps=%.1f p50_us=%d p99_us=%d errors=%d requests=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
    errors, summary.requests))
end
