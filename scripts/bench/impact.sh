#!/usr/bin/env bash
# The publish dry run (issue 21's target, figures in docs/performance.md): the release server on its own
# database (scripts/own-server.sh) with the demo data, the demo's saved "Divani" copied to 1,000 and then
# to 10,000 configurations (scripts/bench/impact-seed.sql), and a draft of the published "Divani" with one
# more rule that some of them break. Prints, for each size, the dry run's time (the median of three),
# what it counted, and the server's resident memory after it: the dry run reads the category in batches, so
# the memory after 10,000 should be that after 1,000.
#   scripts/bench/impact.sh     target: 10,000 configurations in under 10 s, memory flat
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
password=Impact-Demo-Password-2026

# shellcheck source=../own-server.sh
source scripts/own-server.sh
cargo build --release -p server
own_server impact "${IMPACT_PORT:-8491}"
server_pid=
trap 'kill $server_pid 2>/dev/null; wait $server_pid 2>/dev/null || true' EXIT
start_server target/release/server DEMO_PASSWORD="$password" BCRYPT_COST=4
wait_ready 150
psql_impact() { psql "$database_url" -v ON_ERROR_STOP=1 -qtA "$@"; }

json() { node -e "const v = JSON.parse(require('fs').readFileSync(0, 'utf8')); process.stdout.write(String($1))"; }
call() { curl -fsS -H 'content-type: application/json' -H "authorization: Bearer $token" "$@"; }
token=$(curl -fsS -H 'content-type: application/json' -d "{\"email\":\"admin@example.com\",\"password\":\"$password\"}" \
  "$base_url/api/user/login" | json v.token)

# The draft: the published "Divani" with one more rule, which the demo's configurations run into: the model
# most of the valid ones have excludes the feature value most often chosen with it.
published=$(psql_impact -c "SELECT c.id FROM configurators c JOIN product_categories k ON k.id = c.category_id \
  WHERE k.slug = 'divani' AND c.status = 'published'")
read -r model value < <(psql_impact -F ' ' -c "SELECT c.model_id, (v->>'valueId')::bigint \
  FROM product_configurations c JOIN product_categories k ON k.id = c.category_id AND k.slug = 'divani' \
  JOIN product_configuration_revisions r ON r.configuration_id = c.id AND r.revision = c.revision, \
  jsonb_array_elements(r.snapshot->'draft'->'parts') part, jsonb_array_elements(part->'values') v \
  WHERE c.valid AND v->>'valueId' IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1")
draft=$(call -X POST "$base_url/api/configurator/$published/draft" | json v.id)
call "$base_url/api/configurator/$draft" | node -e "
  const c = JSON.parse(require('fs').readFileSync(0, 'utf8'));
  c.definition.rules.push({id: 'bench-impact', kind: 'excludes', if: [{kind: 'model', id: $model}],
    then: [{kind: 'feature_value', id: $value}], message: 'Non più disponibile con questo modello'});
  process.stdout.write(JSON.stringify({categoryId: c.categoryId, name: c.name, description: c.description,
    definition: c.definition}));" | call -X PUT -d @- "$base_url/api/configurator/$draft" >/dev/null

resident_mb() { awk '/^VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$server_pid/status"; }
printf '%-16s %10s %8s %8s %9s %9s %12s\n' configurations "dry run" invalid repriced pending checked "memory after"
for target in 1000 10000; do
  psql_impact -v target="$target" -f scripts/bench/impact-seed.sql >/dev/null
  psql_impact -c "VACUUM ANALYZE" >/dev/null
  times=()
  for _ in 1 2 3; do
    start=$(date +%s%N)
    answer=$(call -X POST "$base_url/api/configurator/$draft/publish?dryRun=true")
    times+=($(( ($(date +%s%N) - start) / 1000000 )))
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)
  printf '%-16s %8s ms %8s %8s %9s %9s %9s MB\n' "$target" "$median" \
    "$(json v.invalid <<<"$answer")" "$(json v.repriced <<<"$answer")" "$(json v.pendingRequests <<<"$answer")" \
    "$(json v.checked <<<"$answer")" "$(resident_mb)"
done
