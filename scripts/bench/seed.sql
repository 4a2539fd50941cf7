-- The load benchmark's large catalogue (scripts/bench.sh), loaded after the demo data: one category as a
-- manufacturer with a wide range has it. 2 types, 10 models, 20 parts (4 required on every model, the
-- others optional), 50 choice features of 20 values each (1,000 feature values), 5 features per part, a
-- published configurator with 200 rules, and filters of the demo dealer (it does not see model M10 nor
-- the last value of the first 20 features), so its users read the catalogue through filters.
\set ON_ERROR_STOP on
BEGIN;

INSERT INTO product_categories (slug, name, description, sort_order)
VALUES ('bench-divani', 'Divani su misura', 'Il catalogo ampio dei benchmark di carico.', 100);

INSERT INTO product_types (category_id, code, name, sort_order)
SELECT c.id, 'bench-t' || t, CASE t WHEN 1 THEN 'Divani lineari' ELSE 'Divani angolari' END, t
FROM product_categories c, generate_series(1, 2) AS t
WHERE c.slug = 'bench-divani';

INSERT INTO product_models (type_id, code, name, base_price, sort_order)
SELECT t.id, format('BENCH-M%s', lpad(m::text, 2, '0')), format('Modello %s', lpad(m::text, 2, '0')),
       80000 + m * 5000, m
FROM generate_series(1, 10) AS m
JOIN product_types t ON t.code = 'bench-t' || CASE WHEN m <= 5 THEN 1 ELSE 2 END;

INSERT INTO product_parts (code, name, price, sort_order)
SELECT format('BENCH-P%s', lpad(p::text, 2, '0')), format('Componente %s', lpad(p::text, 2, '0')),
       5000 + p * 1000, p
FROM generate_series(1, 20) AS p;

INSERT INTO product_model_parts (model_id, part_id, required, min_quantity, max_quantity, default_quantity, sort_order)
SELECT m.id, p.id, p.sort_order <= 4, CASE WHEN p.sort_order <= 4 THEN 1 ELSE 0 END,
       CASE WHEN p.sort_order <= 4 THEN 1 ELSE 2 END, CASE WHEN p.sort_order <= 4 THEN 1 ELSE 0 END, p.sort_order
FROM product_models m, product_parts p
WHERE m.code LIKE 'BENCH-M%' AND p.code LIKE 'BENCH-P%';

INSERT INTO product_features (code, name, kind, sort_order)
SELECT format('BENCH-F%s', lpad(f::text, 2, '0')), format('Finitura %s', lpad(f::text, 2, '0')), 'choice', f
FROM generate_series(1, 50) AS f;

INSERT INTO product_feature_values (feature_id, code, label, price_delta, sort_order)
SELECT f.id, format('V%s', lpad(v::text, 2, '0')), format('%s, variante %s', f.name, lpad(v::text, 2, '0')),
       (v - 1) * 500, v
FROM product_features f, generate_series(1, 20) AS v
WHERE f.code LIKE 'BENCH-F%';

-- Part p asks features 5(p-1)+1 .. 5(p-1)+5 (modulo 50): the first two required.
INSERT INTO product_part_features (part_id, feature_id, required, sort_order)
SELECT p.id, f.id, k <= 2, k
FROM product_parts p, generate_series(1, 5) AS k
JOIN product_features f ON true
WHERE p.code LIKE 'BENCH-P%'
  AND f.code = format('BENCH-F%s', lpad((((p.sort_order - 1) * 5 + k - 1) % 50 + 1)::text, 2, '0'));

INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode)
SELECT c.id, 'model', m.id, 'deny'
FROM companies c, product_models m
WHERE c.vat_number = 'IT01234567890' AND m.code = 'BENCH-M10';
INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode)
SELECT c.id, 'feature_value', v.id, 'deny'
FROM companies c, product_feature_values v JOIN product_features f ON f.id = v.feature_id
WHERE c.vat_number = 'IT01234567890' AND v.code = 'V20' AND f.sort_order <= 20 AND f.code LIKE 'BENCH-F%';

-- 150 "excludes" rules between values of neighbouring features (value a of feature n excludes value b of
-- feature n+1), 25 "excludes" of the last optional parts on some models, 25 "requires" (models 1-5 need
-- the armrest, part 05, or part 06).
WITH value_ids AS (
    SELECT f.sort_order AS feature, v.sort_order AS value, v.id
    FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id
    WHERE f.code LIKE 'BENCH-F%'
), model_ids AS (
    SELECT sort_order AS model, id FROM product_models WHERE code LIKE 'BENCH-M%'
), part_ids AS (
    SELECT sort_order AS part, id FROM product_parts WHERE code LIKE 'BENCH-P%'
), rules AS (
    SELECT k AS n, jsonb_build_object(
        'id', 'r' || k, 'kind', 'excludes',
        'if', jsonb_build_array(jsonb_build_object('kind', 'feature_value', 'id', a.id)),
        'then', jsonb_build_array(jsonb_build_object('kind', 'feature_value', 'id', b.id)),
        'message', 'Finiture non abbinabili.') AS rule
    FROM generate_series(1, 150) AS k
    JOIN value_ids a ON a.feature = (k - 1) % 50 + 1 AND a.value = (k * 7) % 19 + 1
    JOIN value_ids b ON b.feature = k % 50 + 1 AND b.value = (k * 11) % 19 + 1
    UNION ALL
    SELECT 150 + k, jsonb_build_object(
        'id', 'r' || (150 + k), 'kind', 'excludes',
        'if', jsonb_build_array(jsonb_build_object('kind', 'model', 'id', m.id)),
        'then', jsonb_build_array(jsonb_build_object('kind', 'part', 'id', p.id)))
    FROM generate_series(1, 25) AS k
    JOIN model_ids m ON m.model = (k - 1) % 10 + 1
    JOIN part_ids p ON p.part = 15 + (k - 1) / 5
    UNION ALL
    SELECT 175 + k, jsonb_build_object(
        'id', 'r' || (175 + k), 'kind', 'requires',
        'if', jsonb_build_array(jsonb_build_object('kind', 'model', 'id', m.id)),
        'then', jsonb_build_array(jsonb_build_object('kind', 'part', 'id', p5.id),
                                  jsonb_build_object('kind', 'part', 'id', p6.id)))
    FROM generate_series(1, 25) AS k
    JOIN model_ids m ON m.model = (k - 1) % 5 + 1
    JOIN part_ids p5 ON p5.part = 5
    JOIN part_ids p6 ON p6.part = 6
)
INSERT INTO configurators (category_id, name, description, status, definition, published_at)
SELECT c.id, 'Divani su misura', 'Configuratore del catalogo ampio.', 'published',
       jsonb_build_object(
           'steps', jsonb_build_array(
               jsonb_build_object('kind', 'type', 'title', 'Tipo'),
               jsonb_build_object('kind', 'model', 'title', 'Modello'),
               jsonb_build_object('kind', 'parts', 'title', 'Componenti'),
               jsonb_build_object('kind', 'features', 'title', 'Finiture',
                   'featureIds', (SELECT jsonb_agg(id ORDER BY sort_order) FROM product_features
                                  WHERE code LIKE 'BENCH-F%')),
               jsonb_build_object('kind', 'summary', 'title', 'Riepilogo')),
           'rules', (SELECT jsonb_agg(rule ORDER BY n) FROM rules)),
       now()
FROM product_categories c
WHERE c.slug = 'bench-divani';

COMMIT;
ANALYZE;
