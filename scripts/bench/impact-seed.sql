-- The publish dry run's benchmark (scripts/bench/impact.sh): copies of the demo's saved configurations of
-- "Divani", each with its latest revision (where a read takes its parts from), until the category holds
-- :target of them. Copies keep their owner, company and customer, so the dry run judges them for the same
-- companies' catalogues as the originals.
\set ON_ERROR_STOP on
SELECT id AS category FROM product_categories WHERE slug = 'divani' \gset
SELECT count(*) AS existing FROM product_configurations WHERE category_id = :category \gset

INSERT INTO product_configurations (public_id, owner_id, company_id, customer_id, configurator_id, category_id,
    type_id, model_id, name, notes, quantity, list_total, net_total, complete, valid, copied_from, version, revision)
SELECT substr(md5(:target || '-' || copy || '-' || source.id), 1, 22), source.owner_id, source.company_id,
    source.customer_id, source.configurator_id, source.category_id, source.type_id, source.model_id,
    source.name || ' #' || copy, source.notes, source.quantity, source.list_total, source.net_total,
    source.complete, source.valid, source.public_id, 1, source.revision
FROM generate_series(1, :target) AS copy
CROSS JOIN (SELECT * FROM product_configurations WHERE category_id = :category AND copied_from IS NULL) AS source
ORDER BY copy, source.id
LIMIT greatest(:target - :existing, 0);

INSERT INTO product_configuration_revisions (configuration_id, revision, snapshot, price_snapshot, list_total,
    net_total, created_by_id)
SELECT copy.id, copy.revision, latest.snapshot, latest.price_snapshot, latest.list_total, latest.net_total,
    latest.created_by_id
FROM product_configurations copy
JOIN product_configurations source ON source.public_id = copy.copied_from
JOIN product_configuration_revisions latest ON latest.configuration_id = source.id AND latest.revision = source.revision
WHERE copy.category_id = :category
  AND NOT EXISTS (SELECT 1 FROM product_configuration_revisions r WHERE r.configuration_id = copy.id);

SELECT count(*) FROM product_configurations WHERE category_id = :category;
