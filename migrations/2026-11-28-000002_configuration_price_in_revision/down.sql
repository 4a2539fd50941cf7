ALTER TABLE product_configurations ADD COLUMN price_snapshot jsonb NULL;
UPDATE product_configurations c SET price_snapshot = r.price_snapshot
  FROM product_configuration_revisions r WHERE r.configuration_id = c.id AND r.revision = c.revision;
