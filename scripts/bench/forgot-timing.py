"""Forgot-password takes as long for an unknown email as for a known one (issue 24): interleaved pairs
against the running server, each email first in half of them; prints both medians and the median of the
per-pair ratios (both calls of a pair meet the same load, so their ratio cancels it).
    python3 scripts/bench/forgot-timing.py <base_url> <known email> [pairs]"""
import json
import statistics
import sys
import time
import urllib.request

base_url, known = sys.argv[1], sys.argv[2]
pairs = int(sys.argv[3]) if len(sys.argv) > 3 else 300
unknown = "nobody.here@example.com"


def forgot(email):
    body = json.dumps({"email": email}).encode()
    request = urllib.request.Request(f"{base_url}/api/user/forgotpwd", body, {"content-type": "application/json"})
    started = time.perf_counter()
    with urllib.request.urlopen(request) as answer:
        answer.read()
    return time.perf_counter() - started


for _ in range(10):
    forgot(known), forgot(unknown)
known_times, unknown_times, ratios = [], [], []
for pair in range(pairs):
    if pair % 2 == 0:
        k = forgot(known)
        u = forgot(unknown)
    else:
        u = forgot(unknown)
        k = forgot(known)
    known_times.append(k)
    unknown_times.append(u)
    ratios.append(k / u)
ratio = statistics.median(ratios)
met = "yes" if 1 / 1.1 <= ratio <= 1.1 else "no"
print(f"forgot-password, {pairs} pairs: known {statistics.median(known_times) * 1000:.2f} ms, "
      f"unknown {statistics.median(unknown_times) * 1000:.2f} ms, median ratio {ratio:.3f} "
      f"({met}: target within 10%)")
